import { App, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePasswordCall, pathOfPage, ruleMessageKeys, status } from '@simdesk/contract';
import { isApiError } from '../../../api/api-error';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { statusText } from '../../../api/status-text';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/forms/new-password-fields';
import { sessionStore } from '../../../session/session-store';
import { InlineCallForm } from '../../../features/operator/inline-call-form';
import { useInlineCall } from '../../../features/operator/use-inline-call';

interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

/** Current password and a new one; the server then ends every session, so the operator logs in again. */
export function ChangePasswordCard({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const change = useInlineCall({
    send: async (values: ChangePasswordValues) => {
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
    // A wrong current password is said on its field; a bad new one under the form.
    refusalOf: (error, form) => {
      if (!isApiError(error)) return undefined;
      const text = statusText(error.status, error.message);
      if (error.status === status.wrongCurrentPassword)
        form.setFields([{ name: 'oldPassword', errors: [text] }]);
      return error.status === status.badRequest ? text : undefined;
    },
  });

  return (
    <Card title={t('shell:profile.password.title')} variant="borderless">
      <InlineCallForm
        name="changePassword"
        call={change}
        submitText={t('shell:profile.password.submit')}
        compact
      >
        <Form.Item
          name="oldPassword"
          label={t('shell:profile.password.current')}
          rules={[{ required: true, message: t(ruleMessageKeys.required.password) }]}
        >
          <Input.Password autoComplete="current-password" autoFocus={autoFocus} />
        </Form.Item>
        <NewPasswordFields />
      </InlineCallForm>
    </Card>
  );
}
