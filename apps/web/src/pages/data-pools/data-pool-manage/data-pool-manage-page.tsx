import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dataPoolGroupStatus, dataPoolGroupType, pathOfPage } from '@simdesk/contract';
import {
  dataPoolFilterOptionsCall,
  dataPoolListCall,
  dataPoolPageSizes,
  type DataPoolRow,
} from '@simdesk/contract/modules/data-pools';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListView } from '../../../components/list-page/call-list-page';
import { CodeFilter } from '../../../components/list-page/list-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { AsOf, PoolUsageBar } from '../pool-figures';
import { SyncPoolsButton } from '../sync-pools-button';
import '../data-pools.css';

interface PoolFilterValues {
  status: DataPoolRow['status'];
  keyword: string;
  companyId: number;
}

const toPoolFilter = (values: Partial<PoolFilterValues>) => ({
  status: values.status,
  keyword: filledOrUndefined(values.keyword),
  companyId: values.companyId,
});

/** /vehicleCard/cardLink/dataPoolManage: the pools of the caller's carrier accounts, as of their last sync. */
export function DataPoolManagePage() {
  const { t } = useTranslation('dataPools');
  // Carrier staff see many companies: a company filter and column.
  const options = useCallQuery(dataPoolFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const manyCompanies = (options?.companies.length ?? 0) > 1;
  const list = useCallList<typeof dataPoolListCall, PoolFilterValues, DataPoolRow>({
    call: dataPoolListCall,
    toObj: toPoolFilter,
    paging: { kind: 'keyset', rowsOf: (answer) => answer.pools, pageSizes: dataPoolPageSizes },
  });
  const columns = useMemo(
    () => [
      {
        key: 'name',
        title: t('fields.name'),
        render: (_: unknown, pool: DataPoolRow) => (
          <Link to={pathOfPage('dataPoolDetail', { groupId: pool.groupId })}>{pool.name}</Link>
        ),
      },
      { key: 'groupId', title: t('fields.groupId'), dataIndex: 'groupId' },
      {
        key: 'groupType',
        title: t('fields.groupType'),
        render: (_: unknown, pool: DataPoolRow) => (
          <CodeTag table={dataPoolGroupType} code={pool.groupType} />
        ),
      },
      {
        key: 'status',
        title: t('fields.status'),
        render: (_: unknown, pool: DataPoolRow) => <CodeTag table={dataPoolGroupStatus} code={pool.status} />,
      },
      {
        key: 'usage',
        title: t('fields.usage'),
        width: 260,
        render: (_: unknown, pool: DataPoolRow) => <PoolUsageBar pool={pool} />,
      },
      { key: 'memberCount', title: t('fields.memberCount'), dataIndex: 'memberCount' },
      ...(manyCompanies ? [{ key: 'company', title: t('fields.company'), dataIndex: 'companyName' }] : []),
      { key: 'account', title: t('fields.carrierAccount'), dataIndex: 'carrierAccountName' },
      {
        key: 'asOf',
        title: t('fields.asOf'),
        render: (_: unknown, pool: DataPoolRow) => <AsOf time={pool.asOf} />,
      },
    ],
    [t, manyCompanies],
  );
  return (
    <CallListView<typeof dataPoolListCall, PoolFilterValues, DataPoolRow>
      list={list}
      className="data-pool-manage-page"
      rowKey={(pool) => pool.id}
      columns={columns}
      emptyText={t('list.empty')}
      filters={
        <>
          <Form.Item name="keyword" label={t('fields.name')}>
            <Input allowClear placeholder={t('list.keyword')} style={{ width: 220 }} />
          </Form.Item>
          <CodeFilter
            name="status"
            label={t('fields.status')}
            table={dataPoolGroupStatus}
            style={{ width: 160 }}
          />
          {manyCompanies && (
            <Form.Item name="companyId" label={t('fields.company')}>
              <Select
                allowClear
                style={{ width: 200 }}
                options={options?.companies.map((company) => ({
                  value: company.companyId,
                  label: company.name,
                }))}
              />
            </Form.Item>
          )}
        </>
      }
      toolbar={<SyncPoolsButton />}
    />
  );
}
