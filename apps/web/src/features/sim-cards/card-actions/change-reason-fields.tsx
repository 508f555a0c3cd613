import { DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The reason (required) and the optional effective date of a status change, single or batch. */
export function ChangeReasonFields() {
  const { t } = useTranslation('cardChange');
  return (
    <>
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[{ required: true, whitespace: true, message: t('validation.reasonRequired') }]}
      >
        <Input.TextArea aria-label={t('fields.reason')} rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="effectiveAt" label={t('fields.effectiveAt')} extra={t('status.effectiveHint')}>
        <DatePicker
          aria-label={t('fields.effectiveAt')}
          showTime
          disabledDate={(date) => date.isBefore(dayjs(), 'day')}
        />
      </Form.Item>
    </>
  );
}
