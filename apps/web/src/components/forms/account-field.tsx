import { Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { requiredRule } from './zod-rule';

// Apart from the mobile field (identity-fields.tsx), whose zod schema the password sign-in need not load.
/** The account field of the sign-in and recovery forms. */
export function AccountField({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="account"
      label={t('auth:fields.account')}
      rules={[requiredRule(t('auth:fields.accountRequired'))]}
    >
      <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={autoFocus} />
    </Form.Item>
  );
}
