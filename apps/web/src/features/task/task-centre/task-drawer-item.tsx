import { Flex, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskRunning, taskCanShowFailReason, taskStatus, taskType, type TaskRow } from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { TaskFileName } from './task-file-name';
import { TaskRowActions } from './task-row-actions';
import { DisplayTime } from '../../../components/display-time';

/** One task in the drawer: name, labels, time, then progress, fail reason and actions as its status allows. */
export function TaskDrawerItem({ task }: { task: TaskRow }) {
  const { t } = useTranslation();
  const running = isTaskRunning(task.taskStatus);
  return (
    <li className="task-drawer-item" data-testid={`task-${task.id}`}>
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <TaskFileName task={task} />
          <Space size={0}>
            <Tag>{t(taskType.labelKeyOf(task.taskType))}</Tag>
            <CodeTag table={taskStatus} code={task.taskStatus} />
          </Space>
        </Flex>
        <Typography.Text type="secondary">
          {t('system:taskCentre.createdAt')}: <DisplayTime value={task.createTime} />
        </Typography.Text>
        {running && (
          <Progress
            aria-label={t('system:mission.columns.process')}
            percent={Math.round(task.process)}
            size="small"
          />
        )}
        {taskCanShowFailReason(task.taskStatus) && task.failReason && (
          <Typography.Text type="danger">
            {t('system:taskCentre.failReason', { reason: task.failReason })}
          </Typography.Text>
        )}
        <TaskRowActions task={task} />
      </Flex>
    </li>
  );
}
