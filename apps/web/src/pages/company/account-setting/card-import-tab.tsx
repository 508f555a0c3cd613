import { useEffect } from 'react';
import { Button, Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  cardImportConfigCall,
  cardStatus,
  duplicateHandlings,
  editCardImportConfigCall,
  importStatusCodes,
  type CardImportConfig,
} from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeSelect } from '../../../components/codes/code-select';
import { useTargetCompany } from './settings-hooks';

/** The rules of the card import: the status imported cards get, duplicates, the ICCID check digit. */
export function CardImportTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'codes']);
  const target = useTargetCompany();
  const [form] = Form.useForm<CardImportConfig>();
  const config = useCallQuery(cardImportConfigCall, target.obj);
  const stored = config.data?.rows[0];
  const save = useCallMutation(editCardImportConfigCall, { successText: () => t('saved') });

  useEffect(() => {
    if (stored) form.setFieldsValue(stored);
  }, [stored, form]);

  return (
    <Form<CardImportConfig>
      form={form}
      name="cardImportSettings"
      layout="vertical"
      className="settings-form"
      disabled={!canEdit || !stored}
      onFinish={(values) => save.mutate({ ...target.obj, ...values })}
    >
      <Form.Item
        name="defaultCardStatus"
        label={t('cardImport.defaultCardStatus')}
        extra={t('cardImport.defaultCardStatusHelp')}
      >
        <CodeSelect table={cardStatus} codes={importStatusCodes} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="duplicateHandling" label={t('cardImport.duplicateHandling')}>
        <Radio.Group
          options={duplicateHandlings.map((handling) => ({
            value: handling,
            label: t(`cardImport.duplicates.${handling}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="validateIccidChecksum"
        label={t('cardImport.validateIccidChecksum')}
        extra={t('cardImport.validateIccidChecksumHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      )}
    </Form>
  );
}
