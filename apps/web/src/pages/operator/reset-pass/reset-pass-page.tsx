import { useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { modifyExpiredPasswordCall, pathOfPage, resetPasswordCall, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { FormError } from '../../../components/forms/form-error';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/forms/new-password-fields';
import { clearPasswordResetTicket, readPasswordResetTicket } from '../../../session/password-reset-ticket';
import { inlineRefusalText } from '../../../features/operator/inline-refusal';

/**
 * /user/resetPass: a new password for an expired one (ticket from a '10043' answer) or a forgotten one
 * (ticket from the mobile check).
 */
export function ResetPassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ticket] = useState(readPasswordResetTicket);
  const [refusal, setRefusal] = useState<string>();
  const goToLogin = () => void navigate(pathOfPage('login'));

  const reset = useMutation({
    mutationFn: async (values: NewPasswordValues) => {
      if (!ticket) throw new Error('no reset ticket');
      const call = ticket.mode === 'expired' ? modifyExpiredPasswordCall : resetPasswordCall;
      const password = await encryptPassword(values.password);
      return callApiForRow(call, { resetTicket: ticket.resetTicket, password }, undefined, {
        silentStatuses: [status.badRequest],
      });
    },
    onSuccess: clearPasswordResetTicket,
    onError: (error) => setRefusal(inlineRefusalText(error)),
  });

  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth:resetPass.successTitle')}
        subTitle={t('auth:resetPass.successText')}
        extra={
          <Button type="primary" size="large" onClick={goToLogin} autoFocus>
            {t('auth:logInNow')}
          </Button>
        }
      />
    );
  }
  if (!ticket) {
    return (
      <Result
        status="warning"
        title={t('auth:resetPass.noTicketTitle')}
        subTitle={t('auth:resetPass.noTicketText')}
        extra={[
          <Button key="forgot" type="primary" onClick={() => void navigate(pathOfPage('forgetPass'))}>
            {t('auth:login.forgotPassword')}
          </Button>,
          <Button key="login" onClick={goToLogin}>
            {t('auth:logInNow')}
          </Button>,
        ]}
      />
    );
  }
  return (
    <div className="user-form-card">
      <h2 className="user-form-title">{t('auth:resetPass.title')}</h2>
      <p className="user-form-subtitle">
        {t(ticket.mode === 'expired' ? 'auth:resetPass.expiredSubtitle' : 'auth:resetPass.forgotSubtitle')}
      </p>
      <Alert
        type={ticket.mode === 'expired' ? 'warning' : 'info'}
        showIcon
        className="form-notice"
        title={t('auth:resetPass.forAccount', { account: ticket.account })}
      />
      <Form<NewPasswordValues>
        name="resetPass"
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => {
          setRefusal(undefined);
          reset.mutate(values);
        }}
      >
        <NewPasswordFields autoFocus />
        <FormError message={refusal} />
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth:resetPass.submit')}
        </Button>
      </Form>
      <div className="user-form-links">
        <Link to={pathOfPage('login')}>{t('auth:logInNow')}</Link>
      </div>
    </div>
  );
}
