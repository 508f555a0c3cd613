import { Form, Modal, Radio, Select, Spin, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  apnPccChangeCall,
  carrierApnNames,
  carrierPccPolicyCodes,
  pccWhiteListCall,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { useCardChange } from './use-card-change';

export interface ApnPccDialogProps {
  open: boolean;
  card: { id: number; iccid: string };
  onClose: () => void;
  onChanged: () => void;
}

interface ApnPccValues {
  target: 'apn' | 'pcc';
  code: string;
  enabled: boolean;
}

/** Shows the card's APNs and PCC policies (with white lists) as the carrier has them, and switches one. */
export function ApnPccDialog({ open, card, onClose, onChanged }: ApnPccDialogProps) {
  const { t } = useTranslation('cardChange');
  const [form] = Form.useForm<ApnPccValues>();
  const target = Form.useWatch('target', form) ?? 'apn';
  const current = useCallQuery(pccWhiteListCall, { cardId: card.id }, { enabled: open }).data?.rows[0];
  const change = useCardChange(apnPccChangeCall, () => {
    onClose();
    onChanged();
  });
  const submit = (values: ApnPccValues) =>
    change.mutate(
      values.target === 'apn'
        ? {
            cardId: card.id,
            target: 'apn',
            apn: values.code as (typeof carrierApnNames)[number],
            enabled: values.enabled,
          }
        : {
            cardId: card.id,
            target: 'pcc',
            policyCode: values.code as (typeof carrierPccPolicyCodes)[number],
            enabled: values.enabled,
          },
    );
  const codes = target === 'apn' ? carrierApnNames : carrierPccPolicyCodes;
  return (
    <Modal
      open={open}
      title={t('apnPcc.title', { iccid: card.iccid })}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Text strong>{t('apnPcc.current')}</Typography.Text>
      {current ? (
        <div className="card-actions-current">
          {current.apns.map((apn) => (
            <Tag key={apn.name} color={apn.enabled ? 'success' : 'default'}>
              APN {apn.name}: {t(apn.enabled ? 'apnPcc.on' : 'apnPcc.off')}
            </Tag>
          ))}
          {current.policies.map((policy) => (
            <Tag key={policy.code} color={policy.enabled ? 'success' : 'default'}>
              {policy.name} ({policy.code}): {t(policy.enabled ? 'apnPcc.on' : 'apnPcc.off')}
              {policy.whitelist.length > 0
                ? ` · ${t('apnPcc.whiteList')}: ${policy.whitelist.join(', ')}`
                : ''}
            </Tag>
          ))}
        </div>
      ) : (
        <Spin size="small" />
      )}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ target: 'apn', enabled: true }}
        onFinish={submit}
      >
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
          <Select
            aria-label={t('apnPcc.code')}
            options={codes.map((code) => ({ value: code, label: code }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('apnPcc.enabled')} valuePropName="checked">
          <Switch aria-label={t('apnPcc.enabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
