import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  destinationListReviewCall,
  type DestinationListRow,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallMutation } from '../../../api/use-call-mutation';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { CallButton } from '../../../components/permission/call-button';

/** Approve (asked first: it goes to the carrier) and reject (with a reason) of a pending list. */
export function ReviewButtons({ list }: { list: DestinationListRow }) {
  const { t } = useTranslation('enhancedNetwork');
  const canReview = useCallAllowed(destinationListReviewCall);
  const [rejecting, setRejecting] = useState(false);
  const approve = useCallMutation(destinationListReviewCall, {
    successText: () => t('ipCertification.approved'),
  });
  if (!canReview) return null;
  return (
    <>
      <ConfirmLinkButton
        question={t('ipCertification.approveConfirm', { name: list.name })}
        okText={t('ipCertification.approve')}
        loading={approve.isPending}
        onConfirm={() => approve.mutateAsync({ listId: list.id, decision: 'approve' }).catch(() => undefined)}
      >
        {t('ipCertification.approve')}
      </ConfirmLinkButton>
      <CallButton
        type="link"
        size="small"
        danger
        call={destinationListReviewCall}
        onClick={() => setRejecting(true)}
      >
        {t('ipCertification.reject')}
      </CallButton>
      <FormDialog<typeof destinationListReviewCall, { reason: string }>
        open={rejecting}
        name="rejectDestinationListForm"
        title={t('ipCertification.rejectTitle', { name: list.name })}
        okText={t('ipCertification.reject')}
        call={destinationListReviewCall}
        toObj={(values) => ({ listId: list.id, decision: 'reject', reason: values.reason.trim() })}
        successText={() => t('ipCertification.rejected')}
        onClose={() => setRejecting(false)}
      >
        {/* The call's obj is approve-or-reject, so the reason's rule is written here. */}
        <Form.Item
          name="reason"
          label={t('ipCertification.rejectReason')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: 2,
              max: 500,
              message: t('ipCertification.rules.reason'),
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
