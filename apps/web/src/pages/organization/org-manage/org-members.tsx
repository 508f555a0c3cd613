import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
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
export function memberColumns(t: TFunction): TableColumnsType<OrganizationOperatorRow> {
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
