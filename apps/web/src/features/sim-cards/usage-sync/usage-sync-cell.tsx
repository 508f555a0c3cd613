import { Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskStatus, type UsageSyncStateRow } from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { isUsageSyncRunning, useRunningSyncTask } from './use-usage-sync-states';
import { UsageSyncNowButton } from './usage-sync-now-button';
import { formatDisplayTime } from '../../../components/display-time';

const timeText = (value: string) => formatDisplayTime(value);

function RunningProgress({ state }: { state: UsageSyncStateRow }) {
  const { t } = useTranslation();
  const task = useRunningSyncTask(state);
  if (!task.data) return null;
  return (
    <Progress
      aria-label={t('system:mission.columns.process')}
      size="small"
      percent={task.data.process}
      className="usage-sync-progress"
    />
  );
}

/** What the last run did, or when it started while it still runs. */
function LastRun({ state }: { state: UsageSyncStateRow }) {
  const { t } = useTranslation('cardFiles');
  if (isUsageSyncRunning(state)) {
    return state.lastRunStartedAt ? (
      <Typography.Text type="secondary">
        {t('usageSync.startedAt', { time: timeText(state.lastRunStartedAt) })}
      </Typography.Text>
    ) : null;
  }
  if (!state.lastRunFinishedAt) return null;
  return (
    <Typography.Text type="secondary">
      {t('usageSync.finished', {
        time: timeText(state.lastRunFinishedAt),
        count: state.lastRunCardCount ?? 0,
      })}
    </Typography.Text>
  );
}

/**
 * One carrier account's usage sync: the newest carrier day stored for all its cards, the last run's status
 * (with its progress while it runs) and result, when the schedule runs next, and starting one now.
 */
export function UsageSyncCell({ state }: { state: UsageSyncStateRow | undefined }) {
  const { t } = useTranslation('cardFiles');
  if (!state) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={2} className="usage-sync-cell">
      <Space size={4} wrap>
        <Typography.Text>
          {state.syncedThroughDay
            ? t('usageSync.through', { day: state.syncedThroughDay })
            : t('usageSync.never')}
        </Typography.Text>
        {state.lastTaskStatus !== null && <CodeTag table={taskStatus} code={state.lastTaskStatus} />}
      </Space>
      {isUsageSyncRunning(state) && <RunningProgress state={state} />}
      <LastRun state={state} />
      {state.enabled && state.nextScheduledAt && (
        <Typography.Text type="secondary">
          {t('usageSync.next', { time: timeText(state.nextScheduledAt) })}
        </Typography.Text>
      )}
      <UsageSyncNowButton state={state} />
    </Space>
  );
}
