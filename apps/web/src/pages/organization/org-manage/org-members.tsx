import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { organizationOperatorListCall, type OrganizationOperatorRow } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';

/** The operators of one org (the first hundred), for its panel and for moving them. */
export function useOrgMembers(orgId: number | undefined) {
  return useCallQuery(
    organizationOperatorListCall,
    { orgId: orgId ?? 0 },
    { enabled: orgId !== undefined, page: { pageIndex: 1, pageSize: 100 } },
  );
}

/** Who a member is: account, name and role. */
function memberColumns(t: TFunction): TableColumnsType<OrganizationOperatorRow> {
  return [
    { title: t('organization:operators.account'), dataIndex: 'account' },
    { title: t('organization:operators.name'), dataIndex: 'name' },
    {
      title: t('organization:operators.role'),
      dataIndex: 'roleName',
      render: (name: string | null) => name ?? t('common:none'),
    },
  ];
}

interface OrgMembersTableProps extends Omit<
  TableProps<OrganizationOperatorRow>,
  'columns' | 'dataSource' | 'loading'
> {
  members: ReturnType<typeof useOrgMembers>;
  /** After who each member is. */
  moreColumns?: TableColumnsType<OrganizationOperatorRow>;
}

/** The members of an org, on one page: the org's panel shows them, the move dialog picks among them. */
export function OrgMembersTable({ members, moreColumns = [], ...table }: OrgMembersTableProps) {
  const { t } = useTranslation();
  return (
    <Table<OrganizationOperatorRow>
      size="small"
      rowKey="operatorId"
      loading={members.isLoading}
      dataSource={members.data?.rows ?? []}
      pagination={false}
      columns={[...memberColumns(t), ...moreColumns]}
      {...table}
    />
  );
}
