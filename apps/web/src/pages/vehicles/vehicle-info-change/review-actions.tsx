import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { vehicleChangeField, vehicleChangeReviewStatus } from '@simdesk/contract';
import { vehicleChangeReviewCall, type VehicleChangeRow } from '@simdesk/contract/modules/vehicles';
import { useCallMutation } from '../../../api/use-call-mutation';
import { codeLabel } from '../../../components/codes/code-label';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CallButton } from '../../../components/permission/call-button';

/** A pending change's review: approve (asked first), or reject with a note (in a dialog the page opens). */
export function ReviewActions({
  change,
  onReject,
}: {
  change: VehicleChangeRow;
  onReject: (change: VehicleChangeRow) => void;
}) {
  const { t } = useTranslation();
  const allowed = useCallAllowed(vehicleChangeReviewCall);
  const review = useCallMutation(vehicleChangeReviewCall, {
    successText: () => t('vehicles:review.approved', { vin: change.vin }),
  });
  if (!allowed || change.reviewStatus !== vehicleChangeReviewStatus.byName.pending) return null;
  const question = t('vehicles:review.approveConfirm', {
    field: codeLabel(t, vehicleChangeField, change.field),
    vin: change.vin,
    value: change.toValue,
  });
  return (
    <Space size={0}>
      <ConfirmLinkButton
        question={question}
        okText={t('vehicles:review.approve')}
        loading={review.isSending}
        onConfirm={() => review.mutateAsync({ id: change.id, decision: 'approve' }).catch(() => undefined)}
      >
        {t('vehicles:review.approve')}
      </ConfirmLinkButton>
      <CallButton
        call={vehicleChangeReviewCall}
        type="link"
        size="small"
        danger
        onClick={() => onReject(change)}
      >
        {t('vehicles:review.reject')}
      </CallButton>
    </Space>
  );
}
