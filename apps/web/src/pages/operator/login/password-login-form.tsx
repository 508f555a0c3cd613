import { AccountField } from '../../../components/forms/identity-fields';
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordLoginCall, ruleMessageKeys, type LoginInfo } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { FormError } from '../../../components/forms/form-error';
import { inlineLoginStatuses, inlineRefusalText } from '../../../features/operator/inline-refusal';

interface PasswordLoginValues {
  account: string;
  password: string;
}

/** Account and password; the password travels encrypted under the server's public key. */
export function PasswordLoginForm({ onLogin }: { onLogin: (login: LoginInfo) => void }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string>();
  const login = useMutation({
    mutationFn: async (values: PasswordLoginValues) =>
      callApiForRow(
        passwordLoginCall,
        { account: values.account.trim(), password: await encryptPassword(values.password) },
        undefined,
        { silentStatuses: inlineLoginStatuses },
      ),
    onSuccess: onLogin,
    onError: (error) => setRefusal(inlineRefusalText(error)),
  });

  return (
    <Form<PasswordLoginValues>
      name="passwordLogin"
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => {
        setRefusal(undefined);
        login.mutate(values);
      }}
    >
      <AccountField autoFocus />
      <Form.Item
        name="password"
        label={t('auth:fields.password')}
        rules={[{ required: true, message: t(ruleMessageKeys.required.password) }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <FormError message={refusal} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth:login.submit')}
      </Button>
    </Form>
  );
}
