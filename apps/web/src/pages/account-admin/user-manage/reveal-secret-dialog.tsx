import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { safeGetAppInfoCall, status, type AppSecretRow } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { FormError } from '../../../components/forms/form-error';
import { adminRefusalText } from '../../../features/account-admin/refusal-text';

export interface RevealSecretDialogProps {
  operatorId: number | undefined;
  onClose: () => void;
  onRevealed: (row: AppSecretRow) => void;
}

/** Asks the administrator's own password again before the app secret is shown in clear. */
export function RevealSecretDialog({ operatorId, onClose, onRevealed }: RevealSecretDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [refusal, setRefusal] = useState<string>();
  const reveal = useMutation({
    mutationFn: async ({ password }: { password: string }) =>
      callApiForRow(
        safeGetAppInfoCall,
        { operatorId: operatorId ?? 0, password: await encryptPassword(password) },
        undefined,
        { silentStatuses: [status.wrongCurrentPassword, status.tooManyRequests, status.notFound] },
      ),
    onSuccess: (row) => {
      onRevealed(row);
      onClose();
    },
    onError: (error) => setRefusal(adminRefusalText(error)),
  });
  return (
    <Modal
      open={operatorId !== undefined}
      title={t('accounts:appInfo.revealTitle')}
      okText={t('accounts:appInfo.reveal')}
      cancelText={t('accounts:form.cancel')}
      confirmLoading={reveal.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('accounts:appInfo.revealIntro')}</p>
      <Form
        form={form}
        layout="vertical"
        name="revealSecret"
        onFinish={(values) => {
          setRefusal(undefined);
          reveal.mutate(values);
        }}
      >
        <Form.Item
          name="password"
          label={t('accounts:appInfo.yourPassword')}
          rules={[{ required: true, message: t('accounts:appInfo.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
      <FormError message={refusal} />
    </Modal>
  );
}
