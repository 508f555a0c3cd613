import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardUsageSyncNowCall, type UsageSyncStateRow } from '@simdesk/contract';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { isUsageSyncRunning } from './use-usage-sync-states';

/**
 * Starts the account's usage sync now, as a task; shown with the right only, and greyed out (saying why)
 * while a sync of the account runs or the account is disabled. The state is read again once it started.
 */
export function UsageSyncNowButton({ state }: { state: UsageSyncStateRow }) {
  const { t } = useTranslation('cardFiles');
  const allowed = useCallAllowed(cardUsageSyncNowCall);
  const syncNow = useCallMutation(cardUsageSyncNowCall, {
    successText: (started) =>
      t(started.alreadyRunning ? 'usageSync.alreadyRunning' : 'usageSync.started', {
        taskId: started.taskId,
      }),
  });
  if (!allowed) return null;
  const running = isUsageSyncRunning(state);
  const blockedBy = running ? t('usageSync.running') : state.enabled ? undefined : t('usageSync.disabled');
  return (
    <Tooltip title={blockedBy}>
      <Button
        type="link"
        size="small"
        // Flush with the state's lines above it.
        style={{ paddingInline: 0, height: 'auto' }}
        disabled={blockedBy !== undefined}
        loading={syncNow.isPending}
        onClick={() => syncNow.mutate({ accountId: state.accountId })}
      >
        {t('usageSync.now')}
      </Button>
    </Tooltip>
  );
}
