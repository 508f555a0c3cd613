import { MobileField } from '../../../components/forms/identity-fields';
import { useState } from 'react';
import { App, Button, Card, Form } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentOperatorCall, modifyPhoneNumberCall, sendSmsCall, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { refreshChangedAnswers } from '../../../api/call-changes';
import { FormError } from '../../../components/forms/form-error';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { sessionStore } from '../../../session/session-store';
import { inlineRefusalText } from '../../../features/operator/inline-refusal';

interface ChangePhoneValues {
  mobile: string;
  verificationCode: string;
}

/** A new mobile number, proven by a code sent to it. */
export function ChangePhoneCard({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChangePhoneValues>();
  const [refusal, setRefusal] = useState<string>();
  const change = useMutation({
    mutationFn: (values: ChangePhoneValues) =>
      callApiForRow(
        modifyPhoneNumberCall,
        { mobile: values.mobile.trim(), verificationCode: values.verificationCode.trim() },
        undefined,
        { silentStatuses: [status.invalidVerificationCode, status.badRequest] },
      ),
    onSuccess: async () => {
      form.resetFields();
      void message.success(t('shell:profile.phone.changed'));
      const operator = await callApiForRow(currentOperatorCall, {});
      sessionStore.updateUser(operator);
      await refreshChangedAnswers(queryClient, modifyPhoneNumberCall);
    },
    onError: (error) => setRefusal(inlineRefusalText(error)),
  });

  const sendCode = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    const answer = await callApiForRow(sendSmsCall, { mobile: mobile.trim(), purpose: 'modify-phonenum' });
    return answer.resendAfterSeconds;
  };

  return (
    <Card title={t('shell:profile.phone.title')} variant="borderless">
      <Form<ChangePhoneValues>
        name="changePhone"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setRefusal(undefined);
          change.mutate(values);
        }}
      >
        <MobileField label={t('shell:profile.phone.newMobile')} autoFocus={autoFocus} />
        <VerificationCodeField formName="changePhone" send={sendCode} />
        <FormError message={refusal} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('shell:profile.phone.submit')}
        </Button>
      </Form>
    </Card>
  );
}
