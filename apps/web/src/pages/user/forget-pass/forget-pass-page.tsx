import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { forgetPasswordCall, mobileVerifyCall, pathOfPage, phoneSchema, status } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { FormError } from '../../../components/forms/form-error';
import { VerificationCodeField } from '../../../components/forms/verification-code-field';
import { requiredRule, zodRule } from '../../../components/forms/zod-rule';
import { savePasswordResetTicket } from '../../../session/password-reset-ticket';
import { inlineRefusalText } from '../login/inline-refusal';

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
        <Form.Item
          name="account"
          label={t('auth:fields.account')}
          rules={[requiredRule(t('auth:fields.accountRequired'))]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="mobile" label={t('auth:fields.mobile')} rules={[zodRule(phoneSchema, t)]}>
          <Input prefix={<MobileOutlined />} autoComplete="tel" inputMode="numeric" maxLength={11} />
        </Form.Item>
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
