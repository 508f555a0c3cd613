import { Form, Radio, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apnPccChangeCall,
  carrierApnNames,
  carrierPccPolicyCodes,
  pccWhiteListCall,
  type CallObj,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SwitchField } from '../../../components/forms/switch-field';
import { useCardChangeNotice, type CardChangeDialogProps } from './use-card-change';

interface ApnPccValues {
  target: 'apn' | 'pcc';
  code: string;
  enabled: boolean;
}

function changeObj(cardId: number, values: ApnPccValues): CallObj<typeof apnPccChangeCall> {
  return values.target === 'apn'
    ? { cardId, target: 'apn', apn: values.code as (typeof carrierApnNames)[number], enabled: values.enabled }
    : {
        cardId,
        target: 'pcc',
        policyCode: values.code as (typeof carrierPccPolicyCodes)[number],
        enabled: values.enabled,
      };
}

/** The card's APNs and policies as the carrier has them now. */
function CurrentServices({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cardChange');
  const current = useCallQuery(pccWhiteListCall, { cardId }).data?.rows[0];
  if (!current) return <Spin size="small" />;
  return (
    <div className="card-actions-current">
      {current.apns.map((apn) => (
        <Tag key={apn.name} color={apn.enabled ? 'success' : 'default'}>
          APN {apn.name}: {t(apn.enabled ? 'apnPcc.on' : 'apnPcc.off')}
        </Tag>
      ))}
      {current.policies.map((policy) => (
        <Tag key={policy.code} color={policy.enabled ? 'success' : 'default'}>
          {policy.name} ({policy.code}): {t(policy.enabled ? 'apnPcc.on' : 'apnPcc.off')}
          {policy.whitelist.length > 0 ? ` · ${t('apnPcc.whiteList')}: ${policy.whitelist.join(', ')}` : ''}
        </Tag>
      ))}
    </div>
  );
}

/** What to switch: an APN or a PCC policy of the carrier's lists, on or off. */
function ApnPccFields() {
  const { t } = useTranslation('cardChange');
  const form = Form.useFormInstance<ApnPccValues>();
  const target = Form.useWatch('target', form) ?? 'apn';
  const codes = target === 'apn' ? carrierApnNames : carrierPccPolicyCodes;
  return (
    <>
      <Form.Item name="target" label={t('apnPcc.target')}>
        <Radio.Group
          aria-label={t('apnPcc.target')}
          onChange={() => form.setFieldValue('code', undefined)}
          options={[
            { value: 'apn', label: 'APN' },
            { value: 'pcc', label: 'PCC' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('apnPcc.code')}
        rules={[{ required: true, message: t('validation.codeRequired') }]}
      >
        <Select aria-label={t('apnPcc.code')} options={codes.map((code) => ({ value: code, label: code }))} />
      </Form.Item>
      <SwitchField name="enabled" label={t('apnPcc.enabled')} ariaLabel={t('apnPcc.enabled')} />
    </>
  );
}

/** Shows the card's APNs and PCC policies (with white lists) as the carrier has them, and switches one. */
export function ApnPccDialog({ open, card, onClose, onChanged }: CardChangeDialogProps) {
  const { t } = useTranslation('cardChange');
  const notice = useCardChangeNotice(onChanged);
  return (
    <FormDialog<typeof apnPccChangeCall, ApnPccValues, never>
      open={open}
      name="apnPcc"
      title={t('apnPcc.title', { iccid: card.iccid })}
      call={apnPccChangeCall}
      initialValues={{ target: 'apn', enabled: true }}
      toObj={(values) => changeObj(card.id, values)}
      onSaved={notice}
      onClose={onClose}
    >
      <Typography.Text strong>{t('apnPcc.current')}</Typography.Text>
      <CurrentServices cardId={card.id} />
      <ApnPccFields />
    </FormDialog>
  );
}
