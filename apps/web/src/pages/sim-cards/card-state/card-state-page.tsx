import { useState } from 'react';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  batchChangeCardStatusCall,
  cardStateListCall,
  changeOrderKinds,
  changeOrderStates,
  isChangeOrderOpen,
  type CallObj,
  type ChangeOrderKind,
  type ChangeOrderRow,
  type ChangeOrderState,
} from '@simdesk/contract';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { ChoiceFilter, PeriodFilter, TextFilter } from '../../../components/list-page/list-filters';
import { BatchChangeDialog } from '../../../features/sim-cards/card-actions/batch-change-dialog';
import { orderColumns } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import './card-state-page.css';

interface FilterValues {
  state: ChangeOrderState;
  kind: ChangeOrderKind;
  created: [Dayjs, Dayjs];
  iccid: string;
}

const refreshMilliseconds = 3_000;

function toObj(values: Partial<FilterValues>): CallObj<typeof cardStateListCall> {
  return {
    ...(values.state ? { state: values.state } : {}),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.created
      ? {
          from: values.created[0].startOf('day').toISOString(),
          to: values.created[1].endOf('day').toISOString(),
        }
      : {}),
    ...(values.iccid?.trim() ? { iccid: values.iccid.trim() } : {}),
  };
}

/**
 * /vehicleCard/cardLink/simCardManagement/cardState: the change orders sent through the carrier, their progress
 * (refreshed while any is open), each order's cards in a drawer, and a new batch status change.
 */
export function CardStatePage() {
  const { t } = useTranslation('cardChange');
  const { t: text } = useTranslation();
  const [openOrder, setOpenOrder] = useState<number>();
  const [batchOpen, setBatchOpen] = useState(false);
  return (
    <>
      <CallListPage<typeof cardStateListCall, FilterValues, ChangeOrderRow>
        call={cardStateListCall}
        toObj={toObj}
        className="card-state-page"
        rowKey={(order) => order.id}
        columns={orderColumns(text)}
        refetchInterval={(orders) =>
          orders.some((order) => isChangeOrderOpen(order.state)) ? refreshMilliseconds : false
        }
        onRow={(order) => ({ onClick: () => setOpenOrder(order.id), className: 'card-state-row' })}
        filters={
          <>
            <ChoiceFilter
              name="state"
              label={t('columns.state')}
              aria-label={t('columns.state')}
              style={{ width: 140 }}
              options={changeOrderStates.map((state) => ({ value: state, label: t(`orderState.${state}`) }))}
            />
            <ChoiceFilter
              name="kind"
              label={t('columns.kind')}
              aria-label={t('columns.kind')}
              style={{ width: 160 }}
              options={changeOrderKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
            <PeriodFilter name="created" label={t('columns.createdAt')} withTime={false} />
            <TextFilter name="iccid" label="ICCID" aria-label="ICCID" style={{ width: 220 }} />
          </>
        }
        toolbar={
          <AddButton call={batchChangeCardStatusCall} onClick={() => setBatchOpen(true)}>
            {t('batch.open')}
          </AddButton>
        }
      />
      <OrderDetailDrawer orderId={openOrder} onClose={() => setOpenOrder(undefined)} />
      <BatchChangeDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </>
  );
}
