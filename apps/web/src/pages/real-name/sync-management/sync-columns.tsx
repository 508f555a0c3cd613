import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { pushStatus } from '@simdesk/contract';
import type { NotifyRow, SyncRow } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import {
  notifyDetailPath,
  statusChange,
  syncDetailPath,
  SyncStanding,
} from '../../../features/real-name/sync-standing';

export function syncColumns(t: TFunction): TableColumnsType<SyncRow> {
  return [
    {
      key: 'id',
      title: t('realNameSync:columns.id'),
      fixed: 'left',
      render: (_, sync) => <Link to={syncDetailPath(sync.id)}>{sync.id}</Link>,
    },
    { key: 'company', title: t('realNameSync:columns.company'), dataIndex: 'companyName' },
    {
      key: 'trigger',
      title: t('realNameSync:columns.trigger'),
      render: (_, sync) =>
        sync.trigger === 'scheduled' ? t('realNameSync:trigger.scheduled') : (sync.operatorName ?? ''),
    },
    {
      key: 'scope',
      title: t('realNameSync:columns.scope'),
      render: (_, sync) => t(`realNameSync:scope.${sync.scope}`),
    },
    {
      key: 'status',
      title: t('realNameSync:columns.status'),
      render: (_, sync) => <SyncStanding sync={sync} t={t} />,
    },
    { key: 'checked', title: t('realNameSync:columns.checked'), dataIndex: 'checked' },
    { key: 'inAgreement', title: t('realNameSync:columns.inAgreement'), dataIndex: 'inAgreement' },
    { key: 'changed', title: t('realNameSync:columns.changed'), dataIndex: 'changed' },
    { key: 'errors', title: t('realNameSync:columns.errors'), dataIndex: 'errors' },
    {
      key: 'startedAt',
      title: t('realNameSync:columns.startedAt'),
      render: (_, sync) => <DisplayTime value={sync.startedAt} />,
    },
    {
      key: 'finishedAt',
      title: t('realNameSync:columns.finishedAt'),
      render: (_, sync) => sync.finishedAt && <DisplayTime value={sync.finishedAt} />,
    },
  ];
}

export function notifyColumns(t: TFunction): TableColumnsType<NotifyRow> {
  return [
    {
      key: 'id',
      title: t('realNameSync:columns.eventId'),
      fixed: 'left',
      render: (_, row) => <Link to={notifyDetailPath(row.id)}>{row.eventId}</Link>,
    },
    { key: 'card', title: t('realNameSync:columns.card'), dataIndex: 'iccid' },
    { key: 'change', title: t('realNameSync:columns.change'), render: (_, row) => statusChange(row) },
    {
      key: 'status',
      title: t('realNameSync:columns.status'),
      render: (_, row) => <CodeTag table={pushStatus} code={row.status} />,
    },
    { key: 'attempts', title: t('realNameSync:columns.attempts'), dataIndex: 'attempts' },
    { key: 'response', title: t('realNameSync:columns.response'), dataIndex: 'responseCode' },
    {
      key: 'queuedAt',
      title: t('realNameSync:columns.queuedAt'),
      render: (_, row) => <DisplayTime value={row.queuedAt} />,
    },
    {
      key: 'deliveredAt',
      title: t('realNameSync:columns.deliveredAt'),
      render: (_, row) => row.deliveredAt && <DisplayTime value={row.deliveredAt} />,
    },
  ];
}
