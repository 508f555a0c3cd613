import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { taskStatus, type TaskStatusCode } from '@simdesk/contract';

const colours: Readonly<Record<TaskStatusCode, string>> = {
  0: 'default',
  1: 'success',
  2: 'error',
  3: 'warning',
  4: 'processing',
  5: 'default',
};

/** The status label of the code table, coloured by outcome. */
export function TaskStatusTag({ status }: { status: TaskStatusCode }) {
  const { t } = useTranslation();
  return <Tag color={colours[status]}>{t(taskStatus.labelKeyOf(status))}</Tag>;
}
