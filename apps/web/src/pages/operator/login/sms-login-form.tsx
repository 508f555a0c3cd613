import { MobileField } from '../../../components/forms/identity-fields';
import { useState } from 'react';
import { Button, Form } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sendSmsCall, smsLoginCall, type LoginInfo } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { FormError } from '../../../components/forms/form-error';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { inlineLoginStatuses, inlineRefusalText } from '../../../features/operator/inline-refusal';

interface SmsLoginValues {
  mobile: string;
  verificationCode: string;
}

/** Mobile number and a code sent to it. */
export function SmsLoginForm({ onLogin }: { onLogin: (login: LoginInfo) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SmsLoginValues>();
  const [refusal, setRefusal] = useState<string>();
  const login = useMutation({
    mutationFn: (values: SmsLoginValues) =>
      callApiForRow(
        smsLoginCall,
        { mobile: values.mobile.trim(), verificationCode: values.verificationCode.trim() },
        undefined,
        { silentStatuses: inlineLoginStatuses },
      ),
    onSuccess: onLogin,
    onError: (error) => setRefusal(inlineRefusalText(error)),
  });

  const sendCode = async () => {
    const { mobile } = await form.validateFields(['mobile']);
    const answer = await callApiForRow(sendSmsCall, { mobile: mobile.trim(), purpose: 'login' });
    return answer.resendAfterSeconds;
  };

  return (
    <Form<SmsLoginValues>
      name="smsLogin"
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) => {
        setRefusal(undefined);
        login.mutate(values);
      }}
    >
      <MobileField autoFocus />
      <VerificationCodeField formName="smsLogin" send={sendCode} />
      <FormError message={refusal} />
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('auth:login.submit')}
      </Button>
    </Form>
  );
}
