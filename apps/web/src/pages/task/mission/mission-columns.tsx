import { Progress, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import {
  isTaskRunning,
  taskCanShowFailReason,
  taskDownloadTaskAttachmentCall,
  taskStatus,
  taskType,
  type TaskRow,
} from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { TaskFileName } from '../../../features/task/task-centre/task-file-name';
import { TaskRowActions } from '../../../features/task/task-centre/task-row-actions';
import { DisplayTime } from '../../../components/display-time';

/** The task centre table: what the task is, how far it got, who started it and what can be done with it. */
export function missionColumns(t: TFunction): TableColumnsType<TaskRow> {
  return [
    {
      title: t('system:mission.columns.fileName'),
      key: 'fileName',
      render: (_, task) => <TaskFileName task={task} />,
    },
    {
      title: t('system:mission.columns.taskType'),
      dataIndex: 'taskType',
      render: (_, task) => <Tag>{t(taskType.labelKeyOf(task.taskType))}</Tag>,
    },
    {
      title: t('system:mission.columns.taskStatus'),
      dataIndex: 'taskStatus',
      render: (_, task) => <CodeTag table={taskStatus} code={task.taskStatus} />,
    },
    {
      title: t('system:mission.columns.process'),
      dataIndex: 'process',
      width: 160,
      render: (_, task) => (
        <Progress
          aria-label={t('system:mission.columns.process')}
          percent={Math.round(task.process)}
          size="small"
          status={isTaskRunning(task.taskStatus) ? 'active' : 'normal'}
        />
      ),
    },
    {
      title: t('system:mission.columns.createTime'),
      dataIndex: 'createTime',
      render: (_, task) => <DisplayTime value={task.createTime} />,
    },
    { title: t('system:mission.columns.account'), dataIndex: 'account' },
    {
      title: t('system:mission.columns.counts'),
      key: 'counts',
      render: (_, task) => `${task.succeededCount} / ${task.failedCount} / ${task.totalCount}`,
    },
    {
      title: t('system:mission.columns.failReason'),
      dataIndex: 'failReason',
      render: (_, task) =>
        taskCanShowFailReason(task.taskStatus) &&
        task.failReason && <Typography.Text type="danger">{task.failReason}</Typography.Text>,
    },
    {
      title: t('system:mission.columns.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, task) => <TaskRowActions task={task} linkCall={taskDownloadTaskAttachmentCall} />,
    },
  ];
}
