import { AccountField, MobileField } from '../../../components/forms/identity-fields';
import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { forgetPasswordCall, mobileVerifyCall, pathOfPage, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { FormError } from '../../../components/forms/form-error';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { savePasswordResetTicket } from '../../../session/password-reset-ticket';
import { inlineRefusalText } from '../../../features/operator/inline-refusal';

interface ForgetPassValues {
  account: string;
  mobile: string;
  verificationCode: string;
}

/** /user/forgetPass: account and its mobile, a code to that mobile, then on to setting a new password. */
export function ForgetPassPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ForgetPassValues>();
  const [codeSent, setCodeSent] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const verify = useMutation({
    mutationFn: (values: ForgetPassValues) =>
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
    onError: (error) => setRefusal(inlineRefusalText(error)),
  });

  const sendCode = async () => {
    const { account, mobile } = await form.validateFields(['account', 'mobile']);
    const answer = await callApiForRow(forgetPasswordCall, {
      account: account.trim(),
      mobile: mobile.trim(),
    });
    setCodeSent(true);
    return answer.resendAfterSeconds;
  };

  return (
    <div className="user-form-card">
      <h2 className="user-form-title">{t('auth:forgetPass.title')}</h2>
      <p className="user-form-subtitle">{t('auth:forgetPass.subtitle')}</p>
      <Form<ForgetPassValues>
        name="forgetPass"
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => {
          setRefusal(undefined);
          verify.mutate(values);
        }}
      >
        <AccountField autoFocus />
        <MobileField />
        <VerificationCodeField formName="forgetPass" send={sendCode} />
        {codeSent && (
          <Typography.Paragraph type="secondary" className="form-hint">
            {t('auth:forgetPass.codeSent')}
          </Typography.Paragraph>
        )}
        <FormError message={refusal} />
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          {t('auth:forgetPass.next')}
        </Button>
      </Form>
      <div className="user-form-links">
        <Link to={pathOfPage('login')}>{t('auth:logInNow')}</Link>
      </div>
    </div>
  );
}
