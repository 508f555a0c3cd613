import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cardStatus, type CardStatusCode, type CodeValue } from '@simdesk/contract';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';

/** What a status change of one card or of a batch asks: the new status, why, and from when. */
export interface StatusChangeValues {
  targetStatus: CardStatusCode;
  reason: string;
  effectiveAt?: Dayjs;
}

/** The status change part of a call's obj; no effective date means at once. */
export function statusChangeObj(values: StatusChangeValues) {
  return {
    targetStatus: values.targetStatus,
    reason: values.reason,
    ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.toISOString() } : {}),
  };
}

/** The new status: only the given codes (the ones a card may move to), or any. */
export function TargetStatusField({ codes, extra }: { codes?: readonly CodeValue[]; extra?: string }) {
  const { t } = useTranslation('cardChange');
  return (
    <CallField
      name="targetStatus"
      label={t('status.target')}
      extra={extra}
      message={t('validation.targetRequired')}
    >
      <CodeSelect
        table={cardStatus}
        codes={codes}
        aria-label={t('status.target')}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </CallField>
  );
}

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
