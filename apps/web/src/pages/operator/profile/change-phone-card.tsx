import { MobileField } from '../../../components/forms/identity-fields';
import { App, Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentOperatorCall, modifyPhoneNumberCall, sendSmsCall, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { sessionStore } from '../../../session/session-store';
import { InlineCallForm } from '../../../features/operator/inline-call-form';
import { useInlineCall } from '../../../features/operator/use-inline-call';

interface ChangePhoneValues {
  mobile: string;
  verificationCode: string;
}

/** A new mobile number, proven by a code sent to it. */
export function ChangePhoneCard({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const change = useInlineCall({
    send: (values: ChangePhoneValues) =>
      callApiForRow(
        modifyPhoneNumberCall,
        { mobile: values.mobile.trim(), verificationCode: values.verificationCode.trim() },
        undefined,
        { silentStatuses: [status.invalidVerificationCode, status.badRequest] },
      ),
    onSuccess: async (_answer, _values, form) => {
      form.resetFields();
      void message.success(t('shell:profile.phone.changed'));
      const operator = await callApiForRow(currentOperatorCall, {});
      sessionStore.updateUser(operator);
      await refreshChangedAnswers(queryClient, modifyPhoneNumberCall);
    },
  });

  const sendCode = async () => {
    const { mobile } = await change.form.validateFields(['mobile']);
    const answer = await callApiForRow(sendSmsCall, { mobile: mobile.trim(), purpose: 'modify-phonenum' });
    return answer.resendAfterSeconds;
  };

  return (
    <Card title={t('shell:profile.phone.title')} variant="borderless">
      <InlineCallForm name="changePhone" call={change} submitText={t('shell:profile.phone.submit')} compact>
        <MobileField label={t('shell:profile.phone.newMobile')} autoFocus={autoFocus} />
        <VerificationCodeField formName="changePhone" send={sendCode} />
      </InlineCallForm>
    </Card>
  );
}
