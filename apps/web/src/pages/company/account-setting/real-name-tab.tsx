import { useEffect } from 'react';
import { Button, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { editRnAccountConfigCall, httpsUrlSchema, rnAccountConfigCall } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { schemaRule, useSettingsChange, useTargetCompany } from './settings-hooks';

interface RealNameValues {
  used: boolean;
  rnPlatformUrl?: string;
}

/** Whether real-name pages open the company's real-name platform, and its https address. */
export function RealNameTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const [form] = Form.useForm<RealNameValues>();
  const config = useCallQuery(rnAccountConfigCall, target.obj);
  const stored = config.data?.rows[0];
  const save = useSettingsChange(editRnAccountConfigCall, [rnAccountConfigCall]);
  const used = Form.useWatch('used', form);

  useEffect(() => {
    if (stored)
      form.setFieldsValue({ used: stored.rnPlatformUsage === 1, rnPlatformUrl: stored.rnPlatformUrl ?? '' });
  }, [stored, form]);

  return (
    <Form<RealNameValues>
      form={form}
      name="realNameSettings"
      layout="vertical"
      className="settings-form"
      disabled={!canEdit || !stored}
      onFinish={(values) =>
        save.mutate({
          ...target.obj,
          rnPlatformUsage: values.used ? 1 : 0,
          rnPlatformUrl: values.rnPlatformUrl?.trim() || null,
        })
      }
    >
      <Form.Item
        name="used"
        label={t('realName.usage')}
        extra={t('realName.usageHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="rnPlatformUrl"
        label={t('realName.url')}
        rules={[
          { required: Boolean(used), whitespace: true, message: t('realName.urlRequired') },
          schemaRule(httpsUrlSchema, t('realName.urlFormat')),
        ]}
      >
        <Input placeholder="https://" maxLength={2048} />
      </Form.Item>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      )}
    </Form>
  );
}
