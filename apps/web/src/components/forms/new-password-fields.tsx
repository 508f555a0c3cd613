import { Form, Input } from 'antd';
import { passwordSchema, passwordsMatch, ruleMessageKeys } from '@simdesk/contract';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './password-strength-meter';
import { zodRule } from './zod-rule';

/** Form values of a new password with its confirmation. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/** New password (with the strength meter) and its confirmation, checked by the contract's rules. */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const password = Form.useWatch<string | undefined>('password');
  return (
    <>
      <Form.Item
        name="password"
        label={t('auth:fields.newPassword')}
        rules={[zodRule(passwordSchema, t)]}
        extra={password ? <PasswordStrengthMeter password={password} /> : undefined}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirmation"
        label={t('auth:fields.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('auth:fields.confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (!value || passwordsMatch(String(getFieldValue('password') ?? ''), value)) return;
              throw new Error(t(ruleMessageKeys.password.mismatch));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
