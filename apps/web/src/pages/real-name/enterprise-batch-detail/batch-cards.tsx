import { Link } from 'react-router';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterpriseBatchCardsCall, registrationListCall } from '@simdesk/contract/modules/real-name';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import type { BatchCardsProps, NoCardFilters } from '../../../features/real-name/batch-detail-frame';
import { batchRegistrationsPath } from '../../../features/real-name/real-name-cells';
import { RegistrationTable, useRegistrationList } from '../../../features/real-name/registration-table';

/**
 * The batch's cards through the batch's own call (the batch page's right is enough), each opening its
 * registration; the real-name list, when the caller may open it, filters them further (they take no filters
 * here).
 */
export function BatchCards({ batchId, refreshMilliseconds }: BatchCardsProps) {
  const { t } = useTranslation();
  const canOpenList = useCallAllowed(registrationListCall);
  const list = useRegistrationList<typeof enterpriseBatchCardsCall, NoCardFilters>({
    call: enterpriseBatchCardsCall,
    toObj: () => ({ id: batchId }),
    refetchInterval: () => refreshMilliseconds,
  });
  return (
    <RegistrationTable<typeof enterpriseBatchCardsCall, NoCardFilters>
      list={list}
      className="batch-card-list"
      showCompany={false}
      emptyText={t('realName:batches.noCards')}
      toolbar={
        <>
          <Typography.Text strong>{t('realName:batches.cardsTitle')}</Typography.Text>
          {canOpenList && (
            <Link to={batchRegistrationsPath(batchId)}>{t('realName:batches.openInList')}</Link>
          )}
        </>
      }
    />
  );
}
