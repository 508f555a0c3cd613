import { MobileField } from '../../../components/forms/identity-fields';

import { useTranslation } from 'react-i18next';
import { sendSmsCall, smsLoginCall, type LoginInfo } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { inlineLoginStatuses } from '../../../features/operator/inline-refusal';
import { InlineCallForm } from '../../../features/operator/inline-call-form';
import { useInlineCall } from '../../../features/operator/use-inline-call';

interface SmsLoginValues {
  mobile: string;
  verificationCode: string;
}

/** Mobile number and a code sent to it. */
export function SmsLoginForm({ onLogin }: { onLogin: (login: LoginInfo) => void }) {
  const { t } = useTranslation();
  const login = useInlineCall({
    send: (values: SmsLoginValues) =>
      callApiForRow(
        smsLoginCall,
        { mobile: values.mobile.trim(), verificationCode: values.verificationCode.trim() },
        undefined,
        { silentStatuses: inlineLoginStatuses },
      ),
    onSuccess: onLogin,
  });

  const sendCode = async () => {
    const { mobile } = await login.form.validateFields(['mobile']);
    const answer = await callApiForRow(sendSmsCall, { mobile: mobile.trim(), purpose: 'login' });
    return answer.resendAfterSeconds;
  };

  return (
    <InlineCallForm name="smsLogin" call={login} submitText={t('auth:login.submit')}>
      <MobileField autoFocus />
      <VerificationCodeField formName="smsLogin" send={sendCode} />
    </InlineCallForm>
  );
}
