import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Space, Switch } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { editMailConfigCall, mailConfigCall } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField, CallFields } from '../../../components/forms/call-field';
import { useTargetCompany } from './settings-hooks';
import { TestMailDialog } from './test-mail-dialog';

interface MailValues {
  host: string;
  port: number;
  secure: boolean;
  username?: string;
  password?: string;
  clearPassword?: boolean;
  fromAddress: string;
  enabled: boolean;
}

/** The company's outgoing mail server; the password is write-only, and a test mail proves the settings. */
export function MailSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('settings');
  const target = useTargetCompany();
  const [form] = Form.useForm<MailValues>();
  const config = useCallQuery(mailConfigCall, target.obj);
  const stored = config.data?.rows[0];
  const save = useCallMutation(editMailConfigCall, { successText: () => t('saved') });
  const [testing, setTesting] = useState(false);

  useEffect(() => {
    if (!stored) return;
    form.setFieldsValue({
      host: stored.host ?? '',
      port: stored.port ?? 465,
      secure: stored.configured ? stored.secure : true,
      username: stored.username ?? '',
      password: '',
      clearPassword: false,
      fromAddress: stored.fromAddress ?? '',
      enabled: stored.configured ? stored.enabled : true,
    });
  }, [stored, form]);

  const submit = (values: MailValues) =>
    save.mutate({
      ...target.obj,
      host: values.host.trim(),
      port: values.port,
      secure: values.secure,
      username: values.username?.trim() ?? '',
      // Left empty: the stored password stays (the console never has it).
      ...(values.password ? { password: values.password } : {}),
      ...(values.clearPassword ? { clearPassword: true } : {}),
      fromAddress: values.fromAddress.trim(),
      enabled: values.enabled,
    });

  return (
    <div className="settings-tab-single">
      {stored && !stored.configured && <Alert type="info" showIcon title={t('mail.notConfigured')} />}
      <CallFields call={editMailConfigCall}>
        <Form<MailValues>
          form={form}
          name="mailSettings"
          layout="vertical"
          className="settings-form"
          disabled={!canEdit || !stored}
          onFinish={submit}
        >
          <Space align="start" wrap>
            <CallField
              name="host"
              label={t('mail.host')}
              requiredMessage={t('mail.hostRequired')}
              message={t('mail.hostFormat')}
            >
              <Input placeholder="smtp.example.com" style={{ width: 280 }} />
            </CallField>
            <CallField name="port" label={t('mail.port')} message={t('mail.portRequired')}>
              <InputNumber precision={0} style={{ width: 120 }} />
            </CallField>
          </Space>
          <Form.Item
            name="secure"
            label={t('mail.secure')}
            extra={t('mail.secureHelp')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <CallField name="username" label={t('mail.username')}>
            <Input autoComplete="off" />
          </CallField>
          <CallField
            name="password"
            label={t('mail.password')}
            extra={stored?.passwordSet ? t('mail.passwordKept') : undefined}
          >
            <Input.Password autoComplete="new-password" />
          </CallField>
          {stored?.passwordSet && (
            <Form.Item name="clearPassword" valuePropName="checked">
              <Checkbox>{t('mail.clearPassword')}</Checkbox>
            </Form.Item>
          )}
          <CallField
            name="fromAddress"
            label={t('mail.fromAddress')}
            requiredMessage={t('mail.fromRequired')}
            message={t('mail.fromFormat')}
          >
            <Input placeholder="noreply@example.com" />
          </CallField>
          <Form.Item name="enabled" label={t('mail.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {canEdit && (
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('save')}
              </Button>
              <Button icon={<SendOutlined />} disabled={!stored?.configured} onClick={() => setTesting(true)}>
                {t('mail.sendTest')}
              </Button>
            </Space>
          )}
        </Form>
      </CallFields>
      <TestMailDialog open={testing} companyObj={target.obj} onClose={() => setTesting(false)} />
    </div>
  );
}
