import { Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { phoneSchema } from '@simdesk/contract';
import { zodRule } from './zod-rule';

/** A mainland mobile number checked by the contract's phone rule (spec §5). */
export function MobileField({ label, autoFocus = false }: { label?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="mobile" label={label ?? t('auth:fields.mobile')} rules={[zodRule(phoneSchema, t)]}>
      <Input
        prefix={<MobileOutlined />}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}
