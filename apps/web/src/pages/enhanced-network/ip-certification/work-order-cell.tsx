import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { destinationListStatus, whitelistWorkOrderState } from '@simdesk/contract';
import type { DestinationListRow } from '@simdesk/contract/modules/enhanced-network';
import { CodeTag } from '../../../components/codes/code-tag';
import { formatDisplayTime } from '../../../components/display-time';
import { AsOfNote } from '../../../features/enhanced-network/as-of-note';

const secondary = { display: 'block', fontSize: 12 } as const;

/** An approved list's carrier work orders: state, account, when the review is expected or it applied, as of. */
export function WorkOrderCell({ list }: { list: DestinationListRow }) {
  const { t } = useTranslation('enhancedNetwork');
  if (list.status !== destinationListStatus.byName.approved) return <>—</>;
  if (list.workOrders.length === 0)
    return <Typography.Text type="warning">{t('ipCertification.workOrder.none')}</Typography.Text>;
  return (
    <>
      {list.workOrders.map((order) => (
        <div key={`${order.carrierAccountName} ${order.workOrderId ?? ''}`}>
          {order.state === null ? (
            <Typography.Text type="danger">
              {t('ipCertification.workOrder.notSubmitted', { error: order.submitError ?? '' })}
            </Typography.Text>
          ) : (
            <CodeTag table={whitelistWorkOrderState} code={order.state} />
          )}
          <Typography.Text type="secondary" style={secondary}>
            {order.carrierAccountName} {order.workOrderId}
          </Typography.Text>
          {order.state === whitelistWorkOrderState.byName.submitted && order.expectedReviewAt && (
            <Typography.Text type="secondary" style={secondary}>
              {t('ipCertification.workOrder.expectedReview', {
                time: formatDisplayTime(order.expectedReviewAt),
              })}
            </Typography.Text>
          )}
          {order.appliedAt && (
            <Typography.Text type="secondary" style={secondary}>
              {t('ipCertification.workOrder.appliedAt', { time: formatDisplayTime(order.appliedAt) })}
            </Typography.Text>
          )}
          {order.rejectionReason && (
            <Typography.Text type="danger" style={secondary}>
              {order.rejectionReason}
            </Typography.Text>
          )}
          <AsOfNote checkedAt={order.checkedAt} />
        </div>
      ))}
    </>
  );
}
