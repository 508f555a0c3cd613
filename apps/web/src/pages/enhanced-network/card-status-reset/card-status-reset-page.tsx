import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  changeOrderStates,
  isChangeOrderOpen,
  type CallObj,
  type ChangeOrderRow,
  type ChangeOrderState,
} from '@simdesk/contract';
import { sessionResetListCall, sessionResetPageSizes } from '@simdesk/contract/modules/enhanced-network';
import { CallListView } from '../../../components/list-page/call-list-page';
import { ChoiceFilter, TextFilter } from '../../../components/list-page/list-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { BatchResetButton, SingleResetForm } from './reset-actions';
import { resetColumns } from './reset-columns';

interface FilterValues {
  state: ChangeOrderState;
  cardNumber: string;
}

const refreshMilliseconds = 3_000;

function toObj({ state, cardNumber }: Partial<FilterValues>): CallObj<typeof sessionResetListCall> {
  const named = cardNumber?.trim();
  return { ...(state && { state }), ...(named && { cardNumber: named }) };
}

/** Reads the list again while one of its resets is still with the carrier. */
const whileOneIsOpen = (orders: readonly ChangeOrderRow[]) =>
  orders.some((order) => isChangeOrderOpen(order.state)) && refreshMilliseconds;

/**
 * /vehicleCard/enhancedNetwork/cardStatusReset: resets a card's data session through the carrier (one card, or a
 * file as a task), and lists the resets with their order state, read again while any is open.
 */
export function CardStatusResetPage() {
  const { t } = useTranslation('cardDiagnosis');
  const { t: text } = useTranslation();
  const list = useCallList<typeof sessionResetListCall, FilterValues, ChangeOrderRow>({
    call: sessionResetListCall,
    toObj,
    paging: { kind: 'keyset', rowsOf: (answer) => answer.orders, pageSizes: sessionResetPageSizes },
    refetchInterval: whileOneIsOpen,
  });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Paragraph type="secondary">{t('reset.intro')}</Typography.Paragraph>
        <Space direction="vertical" size={12}>
          <SingleResetForm />
          <BatchResetButton />
        </Space>
      </Card>
      <CallListView<typeof sessionResetListCall, FilterValues, ChangeOrderRow>
        list={list}
        className="card-status-reset-page"
        rowKey={(order) => order.id}
        columns={resetColumns(text)}
        emptyText={t('reset.empty')}
        filters={
          <>
            <ChoiceFilter
              name="state"
              label={t('reset.filters.state')}
              aria-label={t('reset.filters.state')}
              style={{ width: 140 }}
              options={changeOrderStates.map((state) => ({
                value: state,
                label: text(`cardChange:orderState.${state}`),
              }))}
            />
            <TextFilter
              name="cardNumber"
              label={t('reset.filters.cardNumber')}
              aria-label={t('reset.filters.cardNumber')}
              style={{ width: 220 }}
            />
          </>
        }
      />
    </Space>
  );
}
