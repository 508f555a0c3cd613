import { Link } from 'react-router';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { enterpriseBatchCardsCall, registrationListCall } from '@simdesk/contract/modules/real-name';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { batchRegistrationsPath } from '../../../features/real-name/real-name-cells';
import { RegistrationTable, useRegistrationList } from '../../../features/real-name/registration-table';

export interface BatchCardsProps {
  batchId: number;
  /** Read again this often while the batch's cards are not all answered; false once they are. */
  refreshMilliseconds: number | false;
}

// The batch's cards take no filters: the real-name list filters them, for whoever may open it.
type NoFilters = Record<string, never>;

/**
 * The batch's cards through the batch's own call (the batch page's right is enough), each opening its
 * registration; the real-name list, when the caller may open it, filters them further.
 */
export function BatchCards({ batchId, refreshMilliseconds }: BatchCardsProps) {
  const { t } = useTranslation();
  const canOpenList = useCallAllowed(registrationListCall);
  const list = useRegistrationList<typeof enterpriseBatchCardsCall, NoFilters>({
    call: enterpriseBatchCardsCall,
    toObj: () => ({ id: batchId }),
    refetchInterval: () => refreshMilliseconds,
  });
  return (
    <RegistrationTable<typeof enterpriseBatchCardsCall, NoFilters>
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
