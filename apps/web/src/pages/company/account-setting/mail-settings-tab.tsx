import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Space } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { editMailConfigCall, mailConfigCall, type MailConfigRow } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CallField } from '../../../components/forms/call-field';
import { SwitchField } from '../../../components/forms/switch-field';
import { SettingsForm } from './settings-form';
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
  const stored = useCallQuery(mailConfigCall, target.obj).data?.rows[0];
  const [testing, setTesting] = useState(false);
  return (
    <div className="settings-tab-single">
      {stored && !stored.configured && <Alert type="info" showIcon title={t('mail.notConfigured')} />}
      <SettingsForm<typeof editMailConfigCall, MailValues, MailConfigRow>
        call={editMailConfigCall}
        name="mailSettings"
        stored={stored}
        toValues={(config) => ({
          host: config.host ?? '',
          port: config.port ?? 465,
          secure: config.configured ? config.secure : true,
          username: config.username ?? '',
          password: '',
          clearPassword: false,
          fromAddress: config.fromAddress ?? '',
          enabled: config.configured ? config.enabled : true,
        })}
        toObj={(values) => ({
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
        })}
        canEdit={canEdit}
        buttons={
          <Button icon={<SendOutlined />} disabled={!stored?.configured} onClick={() => setTesting(true)}>
            {t('mail.sendTest')}
          </Button>
        }
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
        <SwitchField name="secure" label={t('mail.secure')} extra={t('mail.secureHelp')} />
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
        <SwitchField name="enabled" label={t('mail.enabled')} />
      </SettingsForm>
      <TestMailDialog open={testing} companyObj={target.obj} onClose={() => setTesting(false)} />
    </div>
  );
}
