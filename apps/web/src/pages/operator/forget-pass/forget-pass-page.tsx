import { AccountField } from '../../../components/forms/account-field';
import { MobileField } from '../../../components/forms/identity-fields';
import { useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { forgetPasswordCall, mobileVerifyCall, pathOfPage, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { savePasswordResetTicket } from '../../../session/password-reset-ticket';
import { InlineCallForm } from '../../../features/operator/inline-call-form';
import { useInlineCall } from '../../../features/operator/use-inline-call';
import { UserFormCard } from '../../../features/operator/user-form-card';

interface ForgetPassValues {
  account: string;
  mobile: string;
  verificationCode: string;
}

/** /user/forgetPass: account and its mobile, a code to that mobile, then on to setting a new password. */
export function ForgetPassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [codeSent, setCodeSent] = useState(false);

  const verify = useInlineCall({
    send: (values: ForgetPassValues) =>
      callApiForRow(
        mobileVerifyCall,
        {
          account: values.account.trim(),
          mobile: values.mobile.trim(),
          verificationCode: values.verificationCode.trim(),
        },
        undefined,
        { silentStatuses: [status.invalidVerificationCode, status.badRequest] },
      ),
    onSuccess: ({ resetTicket }, values) => {
      savePasswordResetTicket({ mode: 'forgot', resetTicket, account: values.account.trim() });
      void navigate(pathOfPage('resetPass'));
    },
  });

  const sendCode = async () => {
    const { account, mobile } = await verify.form.validateFields(['account', 'mobile']);
    const answer = await callApiForRow(forgetPasswordCall, {
      account: account.trim(),
      mobile: mobile.trim(),
    });
    setCodeSent(true);
    return answer.resendAfterSeconds;
  };

  return (
    <UserFormCard
      title={t('auth:forgetPass.title')}
      subtitle={t('auth:forgetPass.subtitle')}
      link={<Link to={pathOfPage('login')}>{t('auth:logInNow')}</Link>}
    >
      <InlineCallForm name="forgetPass" call={verify} submitText={t('auth:forgetPass.next')}>
        <AccountField autoFocus />
        <MobileField />
        <VerificationCodeField formName="forgetPass" send={sendCode} />
        {codeSent && (
          <Typography.Paragraph type="secondary" className="form-hint">
            {t('auth:forgetPass.codeSent')}
          </Typography.Paragraph>
        )}
      </InlineCallForm>
    </UserFormCard>
  );
}
