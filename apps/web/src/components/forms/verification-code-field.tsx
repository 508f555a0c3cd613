import { Form, Input, Space } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { smsCodeLength, verificationCodeSchema } from '@simdesk/contract';
import { SendCodeButton } from './send-code-button';
import { zodRule } from './zod-rule';

export interface VerificationCodeFieldProps {
  /** The form's name: antd names the input `${formName}_verificationCode`, which the label points at. */
  formName: string;
  send: () => Promise<number>;
}

/** The 6-digit code field (form field `verificationCode`) with its send button and countdown. */
export function VerificationCodeField({ formName, send }: VerificationCodeFieldProps) {
  const { t } = useTranslation();
  const inputId = `${formName}_verificationCode`;
  return (
    <Form.Item label={t('auth:fields.verificationCode')} htmlFor={inputId}>
      <Space.Compact block>
        <Form.Item name="verificationCode" noStyle rules={[zodRule(verificationCodeSchema, t)]}>
          <Input
            id={inputId}
            prefix={<MessageOutlined />}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={smsCodeLength}
          />
        </Form.Item>
        <SendCodeButton send={send} />
      </Space.Compact>
    </Form.Item>
  );
}
