import { Drawer, Empty, Spin } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findPageByName, hasPage, taskCentrePageCode, type TaskRow } from '@simdesk/contract';
import { useSession } from '../../../session/session-store';
import { TaskDrawerItem } from './task-drawer-item';
import './task-drawer.css';

const missionPath = findPageByName('mission')?.path ?? '/sys/mission';

export interface TaskDrawerProps {
  open: boolean;
  onClose: () => void;
  tasks: readonly TaskRow[];
  loading: boolean;
}

/** The operator's latest tasks; the link to the task centre page needs its page code (spec §6). */
export function TaskDrawer({ open, onClose, tasks, loading }: TaskDrawerProps) {
  const { t } = useTranslation();
  const session = useSession();
  const canViewAll = hasPage(session.grantedPageCodes, taskCentrePageCode);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('system:taskCentre.title')}
      size={420}
      extra={
        canViewAll && (
          <Link to={missionPath} onClick={onClose}>
            {t('system:taskCentre.viewAll')}
          </Link>
        )
      }
    >
      <Spin spinning={loading}>
        {tasks.length === 0 && !loading ? (
          <Empty description={t('system:taskCentre.empty')} />
        ) : (
          <ul className="task-drawer-list">
            {tasks.map((task) => (
              <TaskDrawerItem key={task.id} task={task} />
            ))}
          </ul>
        )}
      </Spin>
    </Drawer>
  );
}
