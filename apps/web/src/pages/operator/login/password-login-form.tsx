import { AccountField } from '../../../components/forms/account-field';
import { Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { passwordLoginCall, ruleMessageKeys, type LoginInfo } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { inlineLoginStatuses } from '../../../features/operator/inline-refusal';
import { InlineCallForm } from '../../../features/operator/inline-call-form';
import { useInlineCall } from '../../../features/operator/use-inline-call';

interface PasswordLoginValues {
  account: string;
  password: string;
}

/** Account and password; the password travels encrypted under the server's public key. */
export function PasswordLoginForm({ onLogin }: { onLogin: (login: LoginInfo) => void }) {
  const { t } = useTranslation();
  const login = useInlineCall({
    send: async (values: PasswordLoginValues) =>
      callApiForRow(
        passwordLoginCall,
        { account: values.account.trim(), password: await encryptPassword(values.password) },
        undefined,
        { silentStatuses: inlineLoginStatuses },
      ),
    onSuccess: onLogin,
  });

  return (
    <InlineCallForm name="passwordLogin" call={login} submitText={t('auth:login.submit')}>
      <AccountField autoFocus />
      <Form.Item
        name="password"
        label={t('auth:fields.password')}
        rules={[{ required: true, message: t(ruleMessageKeys.required.password) }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
    </InlineCallForm>
  );
}
