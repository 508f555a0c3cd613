import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fileNameTooltipThreshold, needsFileNameTooltip, type TaskRow } from '@simdesk/contract';

/** The name users know a task by: its file, else its attachment. */
export function taskDisplayName(task: Pick<TaskRow, 'fileName' | 'attachmentName'>): string | null {
  return task.fileName ?? task.attachmentName;
}

/** A task's file name, cut at the threshold with the whole name in a tooltip (spec §9). */
export function TaskFileName({ task }: { task: Pick<TaskRow, 'fileName' | 'attachmentName'> }) {
  const { t } = useTranslation();
  const name = taskDisplayName(task);
  if (name === null)
    return <Typography.Text type="secondary">{t('system:taskCentre.noFileName')}</Typography.Text>;
  if (!needsFileNameTooltip(name)) return <Typography.Text>{name}</Typography.Text>;
  const shortened = `${Array.from(name).slice(0, fileNameTooltipThreshold).join('')}…`;
  return (
    <Tooltip title={name}>
      <Typography.Text aria-label={name}>{shortened}</Typography.Text>
    </Tooltip>
  );
}
