import { useTranslation } from 'react-i18next';
import {
  taskFilterOptionsCall,
  taskListCall,
  taskStatus,
  taskType,
  type CallObj,
  type TaskStatusCode,
  type TaskTypeCode,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { ScopeFilters } from '../../../components/list-page/scope-filters';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  CodeFilter,
  chosenOrUndefined,
  PeriodFilter,
  periodObj,
  TextFilter,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { missionColumns } from './mission-columns';

interface MissionFilterValues {
  companyId: number;
  orgIds: number[];
  fileName: string;
  taskType: TaskTypeCode;
  taskStatus: TaskStatusCode;
  period: FilterPeriod;
}

function toObj(values: Partial<MissionFilterValues>): CallObj<typeof taskListCall> {
  return {
    companyId: values.companyId,
    orgIds: chosenOrUndefined(values.orgIds),
    fileName: filledOrUndefined(values.fileName),
    taskType: values.taskType,
    taskStatus: values.taskStatus,
    ...periodObj(values.period),
  };
}

/** /sys/mission: the task centre; the server widens it to the company and org subtree for this page's holders. */
export function MissionPage() {
  const { t } = useTranslation();
  const scopeAnswer = useCallQuery(taskFilterOptionsCall, {}, { staleTime: 60_000 });
  const scope = scopeAnswer.data?.rows[0];
  return (
    <CallListPage<typeof taskListCall, MissionFilterValues>
      call={taskListCall}
      rowKey={(task) => task.id}
      toObj={toObj}
      columns={missionColumns(t)}
      filtersPending={scopeAnswer.isPending}
      filters={
        <>
          <ScopeFilters
            options={scope}
            labels={{ company: t('system:mission.filters.company'), org: t('system:mission.filters.orgs') }}
            org={{ name: 'orgIds', multiple: true }}
          />
          <TextFilter name="fileName" label={t('system:mission.filters.fileName')} />
          <CodeFilter
            name="taskType"
            label={t('system:mission.filters.taskType')}
            table={taskType}
            style={{ width: 160 }}
          />
          <CodeFilter
            name="taskStatus"
            label={t('system:mission.filters.taskStatus')}
            table={taskStatus}
            style={{ width: 160 }}
          />
          <PeriodFilter label={t('system:mission.filters.period')} />
        </>
      }
    />
  );
}
