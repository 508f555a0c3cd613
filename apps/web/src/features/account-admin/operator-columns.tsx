import type { ReactNode } from 'react';
import { Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { type OperatorAdminRow } from '@simdesk/contract';
import { EnabledTag, enabledState } from '../../components/list-page/enabled-state';
import type { OperatorFormVariant } from './operator-form-fields';
import { formatDisplayTime } from '../../components/display-time';

function StateTags({ row, t }: { row: OperatorAdminRow; t: TFunction }) {
  return (
    <Space size={4}>
      <EnabledTag enabled={row.enabled}>{t(`accounts:states.${enabledState(row.enabled)}`)}</EnabledTag>
      {row.locked && (
        <Tooltip
          title={t('accounts:states.lockedUntil', {
            time: row.lockedUntil ? formatDisplayTime(row.lockedUntil) : '',
          })}
        >
          <Tag color="warning">{t('accounts:states.locked')}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** The columns of the operator and dealer account lists; mobile and mail arrive masked. */
export function operatorColumns(
  t: TFunction,
  variant: OperatorFormVariant,
  renderActions: (row: OperatorAdminRow) => ReactNode,
): TableColumnsType<OperatorAdminRow> {
  const orEmpty = (value: string | null) => value ?? t('common:none');
  const placement: TableColumnsType<OperatorAdminRow> = [
    variant === 'operator'
      ? { title: t('accounts:fields.org'), dataIndex: 'orgName', render: orEmpty }
      : { title: t('accounts:fields.dealer'), dataIndex: 'dealerName', render: orEmpty },
  ];
  return [
    {
      title: t('accounts:fields.account'),
      dataIndex: 'account',
      render: (account: string, row) => (
        <Space size={4}>
          {account}
          {row.self && <Tag color="blue">{t('accounts:states.you')}</Tag>}
        </Space>
      ),
    },
    { title: t('accounts:fields.name'), dataIndex: 'name' },
    { title: t('accounts:fields.mobile'), dataIndex: 'mobile', render: orEmpty },
    { title: t('accounts:fields.mail'), dataIndex: 'mail', render: orEmpty },
    ...placement,
    { title: t('accounts:fields.role'), dataIndex: 'roleName', render: orEmpty },
    { title: t('accounts:fields.status'), key: 'status', render: (_, row) => <StateTags row={row} t={t} /> },
    {
      title: t('accounts:fields.lastLogin'),
      dataIndex: 'lastLoginTime',
      render: (time: string | null) => (time ? formatDisplayTime(time) : t('accounts:states.neverSignedIn')),
    },
    {
      title: t('accounts:fields.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => renderActions(row),
    },
  ];
}
