import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '@simdesk/contract';
import { FileName } from '../../../components/file-name';

/** The name users know a task by: its file, else its attachment. */
export function taskDisplayName(task: Pick<TaskRow, 'fileName' | 'attachmentName'>): string | null {
  return task.fileName ?? task.attachmentName;
}

/** A task's file name (cut past the threshold, whole in a tooltip), or a word for none. */
export function TaskFileName({ task }: { task: Pick<TaskRow, 'fileName' | 'attachmentName'> }) {
  const { t } = useTranslation();
  const name = taskDisplayName(task);
  if (name === null)
    return <Typography.Text type="secondary">{t('system:taskCentre.noFileName')}</Typography.Text>;
  return <FileName name={name} />;
}
