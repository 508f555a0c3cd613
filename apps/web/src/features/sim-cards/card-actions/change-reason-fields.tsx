import { DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CallField } from '../../../components/forms/call-field';

/** The reason (required) and the optional effective date of a status change, single or batch. */
export function ChangeReasonFields() {
  const { t } = useTranslation('cardChange');
  return (
    <>
      <CallField name="reason" label={t('fields.reason')}>
        <Input.TextArea aria-label={t('fields.reason')} rows={2} showCount />
      </CallField>
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
