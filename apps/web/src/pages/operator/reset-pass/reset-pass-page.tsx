import { useState } from 'react';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { modifyExpiredPasswordCall, pathOfPage, resetPasswordCall, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { encryptPassword } from '../../../api/password-cipher';
import { NewPasswordFields, type NewPasswordValues } from '../../../components/forms/new-password-fields';
import { clearPasswordResetTicket, readPasswordResetTicket } from '../../../session/password-reset-ticket';
import { InlineCallForm } from '../../../features/operator/inline-call-form';
import { useInlineCall } from '../../../features/operator/use-inline-call';
import { UserFormCard } from '../../../features/operator/user-form-card';

/**
 * /user/resetPass: a new password for an expired one (ticket from a '10043' answer) or a forgotten one
 * (ticket from the mobile check).
 */
export function ResetPassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ticket] = useState(readPasswordResetTicket);
  const goToLogin = () => void navigate(pathOfPage('login'));

  const reset = useInlineCall({
    send: async (values: NewPasswordValues) => {
      if (!ticket) throw new Error('no reset ticket');
      const call = ticket.mode === 'expired' ? modifyExpiredPasswordCall : resetPasswordCall;
      const password = await encryptPassword(values.password);
      return callApiForRow(call, { resetTicket: ticket.resetTicket, password }, undefined, {
        silentStatuses: [status.badRequest],
      });
    },
    onSuccess: clearPasswordResetTicket,
  });

  if (reset.succeeded) {
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
    <UserFormCard
      title={t('auth:resetPass.title')}
      subtitle={t(
        ticket.mode === 'expired' ? 'auth:resetPass.expiredSubtitle' : 'auth:resetPass.forgotSubtitle',
      )}
      link={<Link to={pathOfPage('login')}>{t('auth:logInNow')}</Link>}
    >
      <Alert
        type={ticket.mode === 'expired' ? 'warning' : 'info'}
        showIcon
        className="form-notice"
        title={t('auth:resetPass.forAccount', { account: ticket.account })}
      />
      <InlineCallForm name="resetPass" call={reset} submitText={t('auth:resetPass.submit')}>
        <NewPasswordFields autoFocus />
      </InlineCallForm>
    </UserFormCard>
  );
}
