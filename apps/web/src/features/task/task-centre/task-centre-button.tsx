import { useState } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canUseTaskCentre, isTaskRunning } from '@simdesk/contract';
import { HeaderActionButton } from '../../../components/header-action-button';
import { operatorKindOf, useSession } from '../../../session/session-store';
import { TaskDrawer } from './task-drawer';
import { useMyTasks } from './use-my-tasks';

/** The header's task centre: a badge of running tasks and the drawer; absent for 3212 and custom platforms. */
export function TaskCentreButton({ inverse = false }: { inverse?: boolean }) {
  const session = useSession();
  const allowed = session.token !== undefined && canUseTaskCentre(operatorKindOf(session));
  if (!allowed) return null;
  return <TaskCentre inverse={inverse} />;
}

function TaskCentre({ inverse }: { inverse: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const tasks = useMyTasks(open);
  const rows = tasks.data?.rows ?? [];
  const running = rows.filter((task) => isTaskRunning(task.taskStatus)).length;
  return (
    <>
      <HeaderActionButton
        inverse={inverse}
        icon={<UnorderedListOutlined />}
        label={t('system:taskCentre.open')}
        onClick={() => setOpen(true)}
        badge={{ count: running }}
      />
      <TaskDrawer open={open} onClose={() => setOpen(false)} tasks={rows} loading={tasks.isLoading} />
    </>
  );
}
