import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { realNameStatus } from '@simdesk/contract';
import {
  cardStateExportCall,
  cardStateFilterOptionsCall,
  cardStateListCall,
  realNamePageSizes,
  type CardStateRow,
} from '@simdesk/contract/modules/real-name';
import { CallListView } from '../../../components/list-page/call-list-page';
import { FormatExportButton } from '../../../components/list-page/format-export-button';
import { withoutPaging } from '../../../components/list-page/list-filters';
import { useCallList, type CallListOptions } from '../../../components/list-page/use-call-list';
import { RealNameScopeFilters } from '../../../features/real-name/real-name-scope-filters';
import { useRealNameScope } from '../../../features/real-name/real-name-scope';
import { cardStateColumns } from './card-state-columns';
import { CardStateFilters, toCardStateFilter, type CardStateFilterValues } from './card-state-filters';
import { CardStateSummaryStrip, type SummaryTile } from './card-state-summary-strip';

/** The filter values a summary tile stands for. */
const tileValues = (tile: SummaryTile | undefined): Partial<CardStateFilterValues> =>
  tile === undefined
    ? {}
    : tile === 'registered'
      ? { realNameStatus: [realNameStatus.byName.registered] }
      : { blockReason: tile };

const listOptions: CallListOptions<typeof cardStateListCall, CardStateFilterValues, CardStateRow> = {
  paging: { kind: 'keyset', pageSizes: realNamePageSizes, rowsOf: (page) => page.cards },
  toObj: toCardStateFilter,
  call: cardStateListCall,
};

/**
 * /vehicleCard/realname/cardState/list: the real-name view of card states. Every card of the caller's scope
 * with its state and registration, whether its activation waits for registration, why and for how long; the
 * strip above counts them by reason and lists those of a tile when clicked.
 */
export function CardStateListPage() {
  const { t } = useTranslation();
  const scope = useRealNameScope(cardStateFilterOptionsCall);
  const list = useCallList(listOptions);
  // A tile replaces the filters but keeps the company and org the strip counted.
  const show = (tile: SummaryTile | undefined) => {
    const values = { companyId: list.obj.companyId, orgId: list.obj.orgId, ...tileValues(tile) };
    list.form.resetFields();
    list.form.setFieldsValue(values);
    list.search(values);
  };
  return (
    <Flex vertical gap={16}>
      <CardStateSummaryStrip applied={list.obj} onShow={show} />
      <CallListView<typeof cardStateListCall, CardStateFilterValues, CardStateRow>
        list={list}
        className="card-state-list-page"
        rowKey={(card) => card.id}
        columns={cardStateColumns(t, (scope.options?.companies.length ?? 0) > 1)}
        emptyText={t('realNameCardState:list.empty')}
        filtersPending={scope.pending}
        filters={
          <>
            <CardStateFilters />
            <RealNameScopeFilters options={scope.options} />
          </>
        }
        toolbar={(obj) => (
          <FormatExportButton
            call={cardStateExportCall}
            name="cardStateExport"
            toObj={(request) => ({ filter: withoutPaging(obj), ...request })}
          >
            {t('realNameCardState:list.export')}
          </FormatExportButton>
        )}
      />
    </Flex>
  );
}
