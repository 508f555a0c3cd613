import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  deregistrationCardsCall,
  realNamePageSizes,
  registrationDetailCall,
  type DeregistrationCardRow,
} from '@simdesk/contract/modules/real-name';
import { CallListView } from '../../../components/list-page/call-list-page';
import { useCallList } from '../../../components/list-page/use-call-list';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import type { BatchCardsProps, NoCardFilters } from '../../../features/real-name/batch-detail-frame';
import { deregistrationCardColumns } from './deregistration-card-columns';

/**
 * The deregistration's cards through its own call (the deregistration page's right is enough); each opens the
 * registration it cancels when the caller may open registrations.
 */
export function DeregistrationCards({ batchId, refreshMilliseconds }: BatchCardsProps) {
  const { t } = useTranslation();
  const list = useCallList<typeof deregistrationCardsCall, NoCardFilters, DeregistrationCardRow>({
    call: deregistrationCardsCall,
    toObj: () => ({ id: batchId }),
    paging: { kind: 'keyset', rowsOf: (page) => page.cards, pageSizes: realNamePageSizes },
    refetchInterval: () => refreshMilliseconds,
  });
  const linkRegistrations = useCallAllowed(registrationDetailCall);
  return (
    <CallListView<typeof deregistrationCardsCall, NoCardFilters, DeregistrationCardRow>
      list={list}
      className="deregistration-card-list"
      rowKey={(card) => card.id}
      columns={deregistrationCardColumns(t, linkRegistrations)}
      emptyText={t('realNameDeregistration:detail.noCards')}
      toolbar={<Typography.Text strong>{t('realNameDeregistration:detail.cardsTitle')}</Typography.Text>}
    />
  );
}
