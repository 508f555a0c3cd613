import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  taskListCall,
  taskStatus,
  taskType,
  type CallObj,
  type TaskStatusCode,
  type TaskTypeCode,
} from '@simdesk/contract';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { missionColumns } from './mission-columns';

interface MissionFilterValues {
  fileName: string;
  taskType: TaskTypeCode;
  taskStatus: TaskStatusCode;
  period: [Dayjs | null, Dayjs | null];
}

function toObj(values: Partial<MissionFilterValues>): CallObj<typeof taskListCall> {
  const [from, to] = values.period ?? [];
  return {
    fileName: values.fileName?.trim() || undefined,
    taskType: values.taskType,
    taskStatus: values.taskStatus,
    from: from ? formatDateTime(from.toDate()) : undefined,
    to: to ? formatDateTime(to.toDate()) : undefined,
  };
}

/** /sys/mission: the task centre; the server widens it to the company and org subtree for this page's holders. */
export function MissionPage() {
  const { t } = useTranslation();
  return (
    <CallListPage<typeof taskListCall, MissionFilterValues>
      call={taskListCall}
      rowKey={(task) => task.id}
      toObj={toObj}
      columns={missionColumns(t)}
      filters={
        <>
          <Form.Item name="fileName" label={t('system:mission.filters.fileName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="taskType" label={t('system:mission.filters.taskType')}>
            <CodeSelect table={taskType} allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="taskStatus" label={t('system:mission.filters.taskStatus')}>
            <CodeSelect table={taskStatus} allowClear style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="period" label={t('system:mission.filters.period')}>
            <DatePicker.RangePicker showTime />
          </Form.Item>
        </>
      }
    />
  );
}
