import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  securityPageSizes,
  separationFilterOptionsCall,
  separationExportCall,
  separationListCall,
  type SeparationRow,
} from '@simdesk/contract/modules/security';
import { useCallQuery } from '../../../api/use-call-query';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { ExportTaskButton } from '../../../components/list-page/export-task-button';
import { useLinkedFilters } from '../../../components/list-page/linked-filters';
import { PeriodFilter, periodObj, type FilterPeriod } from '../../../components/list-page/list-filters';
import {
  cardPlacedColumns,
  numberCell,
  securityTitle,
  timeCell,
} from '../../../features/security/security-columns';
import {
  CardScopeFilters,
  cardScopeObj,
  type CardScopeFilterValues,
} from '../../../features/security/security-filters';

interface SeparationFilterValues extends CardScopeFilterValues {
  period: FilterPeriod;
}

function separationColumns(t: TFunction, showCompany: boolean): TableColumnsType<SeparationRow> {
  return [
    {
      key: 'separatedAt',
      title: securityTitle(t, 'separatedAt'),
      dataIndex: 'separatedAt',
      render: timeCell,
    },
    ...cardPlacedColumns<SeparationRow>(t, showCompany),
    { key: 'oldImei', title: securityTitle(t, 'oldImei'), dataIndex: 'oldImei', render: numberCell },
    { key: 'newImei', title: securityTitle(t, 'newImei'), dataIndex: 'newImei', render: numberCell },
    { key: 'cellArea', title: securityTitle(t, 'cellArea'), dataIndex: 'cellArea' },
  ];
}

/**
 * /vehicleCard/cardLink/securityManagement/separate: every time the network saw a card in another device than
 * its bound one, newest first, with its export.
 */
export function SeparatePage() {
  const { t } = useTranslation();
  const linked = useLinkedFilters('cardNumber');
  const options = useCallQuery(separationFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  return (
    <CallListPage<typeof separationListCall, SeparationFilterValues, SeparationRow>
      call={separationListCall}
      className="separate-page"
      initialValues={linked}
      rowKey={(row) => row.id}
      toObj={(values) => ({ ...cardScopeObj(values), ...periodObj(values.period) })}
      paging={{ kind: 'keyset', rowsOf: (page) => page.separations, pageSizes: securityPageSizes }}
      columns={separationColumns(t, (options?.companies.length ?? 0) > 1)}
      emptyText={t('security:separation.empty')}
      filters={
        <>
          <PeriodFilter label={t('security:filters.period')} />
          <CardScopeFilters t={t} options={options} />
        </>
      }
      toolbar={(obj) => {
        const { cursor: _cursor, pageSize: _pageSize, ...filter } = obj;
        return (
          <ExportTaskButton call={separationExportCall} obj={filter}>
            {t('security:separation.export')}
          </ExportTaskButton>
        );
      }}
    />
  );
}
