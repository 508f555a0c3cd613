import { useState } from 'react';
import { App, Button, Card, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePasswordCall, pathOfPage, ruleMessageKeys, status } from '@simdesk/contract';
import { isApiError } from '../../../api/api-error';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { statusText } from '../../../api/status-text';
import { FormError } from '../../../components/forms/form-error';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/forms/new-password-fields';
import { sessionStore } from '../../../session/session-store';

interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

/** Current password and a new one; the server then ends every session, so the operator logs in again. */
export function ChangePasswordCard({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [refusal, setRefusal] = useState<string>();
  const change = useMutation({
    mutationFn: async (values: ChangePasswordValues) => {
      const [oldPassword, password] = await Promise.all([
        encryptPassword(values.oldPassword),
        encryptPassword(values.password),
      ]);
      return callApiForRow(changePasswordCall, { oldPassword, password }, undefined, {
        silentStatuses: [status.wrongCurrentPassword, status.badRequest],
      });
    },
    onSuccess: () => {
      // Every session ended on the server; this one is gone too.
      sessionStore.clearBeforePageLoad();
      const toLogin = () => window.location.replace(pathOfPage('login'));
      modal.success({
        title: t('shell:profile.password.changedTitle'),
        content: t('shell:profile.password.changedText'),
        okText: t('auth:logInNow'),
        onOk: toLogin,
        afterClose: toLogin,
      });
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const text = statusText(error.status, error.message);
      if (error.status === status.wrongCurrentPassword) {
        form.setFields([{ name: 'oldPassword', errors: [text] }]);
      } else if (error.status === status.badRequest) {
        setRefusal(text);
      }
    },
  });

  return (
    <Card title={t('shell:profile.password.title')} variant="borderless">
      <Form<ChangePasswordValues>
        name="changePassword"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setRefusal(undefined);
          change.mutate(values);
        }}
      >
        <Form.Item
          name="oldPassword"
          label={t('shell:profile.password.current')}
          rules={[{ required: true, message: t(ruleMessageKeys.required.password) }]}
        >
          <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
        </Form.Item>
        <NewPasswordFields />
        <FormError message={refusal} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('shell:profile.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
