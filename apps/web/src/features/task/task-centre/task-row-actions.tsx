import { useState } from 'react';
import { App, Button, Popconfirm, Space } from 'antd';
import { DownloadOutlined, FileExclamationOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { taskDownloadAttachmentCall } from '@simdesk/contract';
import { isTaskRunning, type TaskFile, type TaskRow } from '@simdesk/contract';
import { downloadTaskFile, useCancelTask } from './use-task-actions';

export interface TaskRowActionsProps {
  task: TaskRow;
  /** The drawer and the task centre page ask for the same link under different call names. */
  linkCall?: typeof taskDownloadAttachmentCall;
}

/** The files a finished task may have, each with its download button. */
const taskFiles = [
  {
    file: 'result',
    hasFile: (task: TaskRow) => task.hasAttachment,
    icon: <DownloadOutlined />,
    text: 'system:taskCentre.download',
  },
  {
    file: 'error-report',
    hasFile: (task: TaskRow) => task.hasErrorReport,
    icon: <FileExclamationOutlined />,
    text: 'system:taskCentre.errorReport',
  },
] as const;

/** Cancel (running tasks, after a confirm), download the result, download the error report. */
export function TaskRowActions({ task, linkCall }: TaskRowActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelTask();
  const [downloading, setDownloading] = useState<TaskFile | undefined>();

  const download = (which: TaskFile) => {
    setDownloading(which);
    // Failures were already reported by the request client.
    downloadTaskFile(task, which, linkCall)
      .catch(() => undefined)
      .finally(() => setDownloading(undefined));
  };

  return (
    <Space size={4} wrap>
      {isTaskRunning(task.taskStatus) && (
        <Popconfirm
          title={t('system:taskCentre.cancelConfirm')}
          okText={t('system:taskCentre.cancelOk')}
          cancelText={t('system:taskCentre.cancelKeep')}
          onConfirm={() =>
            cancel.mutateAsync(task).then(
              () => void message.success(t('system:taskCentre.cancelSent')),
              () => undefined,
            )
          }
        >
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            disabled={task.cancelRequested}
            loading={cancel.isPending}
          >
            {task.cancelRequested ? t('system:taskCentre.cancelling') : t('system:taskCentre.cancel')}
          </Button>
        </Popconfirm>
      )}
      {taskFiles
        .filter(({ hasFile }) => hasFile(task))
        .map(({ file, icon, text }) => (
          <Button
            key={file}
            size="small"
            icon={icon}
            loading={downloading === file}
            onClick={() => download(file)}
          >
            {t(text)}
          </Button>
        ))}
    </Space>
  );
}
