import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { safeGetAppInfoCall, status, type AppSecretRow } from '@simdesk/contract';
import { encryptPassword } from '../../../api/password-cipher';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

export interface RevealSecretDialogProps {
  operatorId: number | undefined;
  onClose: () => void;
  onRevealed: (row: AppSecretRow) => void;
}

// A wrong password, too many tries, or an operator gone meanwhile: said under the password.
const inlineStatuses = [status.wrongCurrentPassword, status.tooManyRequests, status.notFound];

/** Asks the administrator's own password again before the app secret is shown in clear. */
export function RevealSecretDialog({ operatorId, onClose, onRevealed }: RevealSecretDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<typeof safeGetAppInfoCall, { password: string }, never>
      open={operatorId !== undefined}
      name="revealSecret"
      title={t('accounts:appInfo.revealTitle')}
      okText={t('accounts:appInfo.reveal')}
      call={safeGetAppInfoCall}
      toObj={async (values) => ({
        operatorId: operatorId ?? 0,
        password: await encryptPassword(values.password),
      })}
      inlineStatuses={inlineStatuses}
      onSaved={onRevealed}
      onClose={onClose}
    >
      <p>{t('accounts:appInfo.revealIntro')}</p>
      <Form.Item
        name="password"
        label={t('accounts:appInfo.yourPassword')}
        rules={[{ required: true, message: t('accounts:appInfo.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormDialog>
  );
}
