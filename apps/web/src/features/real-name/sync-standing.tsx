import { Progress, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { pathOfPage, realNameStatus } from '@simdesk/contract';
import type { NotifyRow, SyncRow, SyncRunStatus } from '@simdesk/contract/modules/real-name';
import { CodeTag } from '../../components/codes/code-tag';

/** The sync and notification pages' shared pieces: where a run stands, a status change, the detail links. */
export const syncDetailPath = (id: number) => pathOfPage('syncRecordDetail', {}, { id });
export const notifyDetailPath = (id: number) => pathOfPage('notifyRecordDetail', {}, { id });

export const syncStatusColours: Record<SyncRunStatus, string> = {
  running: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** Where a run stands: a bar while it runs, its status tag once it ended. */
export function SyncStanding({ sync, t }: { sync: SyncRow; t: TFunction }) {
  if (sync.status !== 'running') {
    return <Tag color={syncStatusColours[sync.status]}>{t(`realNameSync:status.${sync.status}`)}</Tag>;
  }
  const total = Math.max(sync.cardCount, sync.checked, 1);
  return (
    <div style={{ minWidth: 160 }}>
      <Progress percent={Math.floor((sync.checked / total) * 100)} size="small" status="active" />
      <Typography.Text type="secondary">
        {t('realNameSync:list.progress', { checked: sync.checked, total: sync.cardCount })}
      </Typography.Text>
    </div>
  );
}

/** A status change as "from → to". */
export const statusChange = (row: Pick<NotifyRow, 'previousStatus' | 'newStatus'>) => (
  <>
    {row.previousStatus !== null && <CodeTag table={realNameStatus} code={row.previousStatus} />}→{' '}
    {row.newStatus !== null && <CodeTag table={realNameStatus} code={row.newStatus} />}
  </>
);
