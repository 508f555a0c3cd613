import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleChangeField } from '@simdesk/contract';
import { vehicleChangeReviewCall, type VehicleChangeRow } from '@simdesk/contract/modules/vehicles';
import { codeLabel } from '../../../components/codes/code-label';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';

/** Rejects a pending change with a note, which the requester reads. */
export function RejectDialog({
  change,
  onClose,
}: {
  change: VehicleChangeRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const vin = change?.vin ?? '';
  return (
    <FormDialog<typeof vehicleChangeReviewCall, { note: string }, never>
      open={change !== undefined}
      name="vehicleChangeReject"
      title={t('vehicles:review.rejectTitle', { vin })}
      call={vehicleChangeReviewCall}
      okText={t('vehicles:review.reject')}
      toObj={(values) => ({ id: change?.id ?? 0, decision: 'reject', note: values.note })}
      successText={() => t('vehicles:review.rejected', { vin })}
      onClose={onClose}
    >
      {change && (
        <Typography.Paragraph>
          {t('vehicles:review.rejectWhat', {
            field: codeLabel(t, vehicleChangeField, change.field),
            from: change.fromValue ?? t('common:none'),
            to: change.toValue,
          })}
        </Typography.Paragraph>
      )}
      <CallField
        name="note"
        label={t('vehicles:review.note')}
        required
        requiredMessage={t('vehicles:review.noteRequired')}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </CallField>
    </FormDialog>
  );
}
