import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { complaintCategory, complaintPriority, complaintStatus } from '@simdesk/contract';
import {
  complaintAssigneesCall,
  complaintFilterOptionsCall,
  type ComplaintFilter,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallQuery } from '../../../api/use-call-query';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  chosenOrUndefined,
  CodeFilter,
  PeriodFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { ScopeFilters } from '../../../components/list-page/scope-filters';

/** The assignee filter's choice for complaints nobody has taken yet. */
const unassignedChoice = -1;

export interface ComplaintFilterValues {
  cardNumber: string;
  status: number[];
  category: number;
  priority: number;
  assignee: number;
  companyId: number;
  orgId: number;
  period: FilterPeriod;
}

/** The list call's obj from the filter bar's values. */
export function toComplaintFilter(values: Partial<ComplaintFilterValues>): ComplaintFilter {
  const assigned = values.assignee === unassignedChoice ? {} : { assigneeId: values.assignee };
  return {
    cardNumber: filledOrUndefined(values.cardNumber),
    status: chosenOrUndefined(values.status) as ComplaintFilter['status'],
    category: values.category as ComplaintFilter['category'],
    priority: values.priority as ComplaintFilter['priority'],
    unassigned: values.assignee === unassignedChoice ? true : undefined,
    ...assigned,
    companyId: values.companyId,
    orgId: values.orgId,
    ...periodObj(values.period),
  };
}

const wide = { style: { width: 200 } };
const narrow = { style: { width: 150 } };

/** The filter bar: card number, status, category, priority, assignee, company and org, filing period. */
export function ComplaintFilters() {
  const { t } = useTranslation('enhancedNetwork');
  const options = useCallQuery(complaintFilterOptionsCall, {}, { staleTime: 60_000 }).data?.rows[0];
  const assignees = useCallQuery(complaintAssigneesCall, {}, { staleTime: 60_000 }).data?.rows ?? [];
  return (
    <>
      <Form.Item name="cardNumber" label={t('complaint.fields.cardNumber')}>
        <Input allowClear placeholder={t('complaint.cardNumberPlaceholder')} {...wide} />
      </Form.Item>
      <CodeFilter
        name="status"
        label={t('complaint.fields.status')}
        table={complaintStatus}
        mode="multiple"
        maxTagCount="responsive"
        {...wide}
      />
      <CodeFilter
        name="category"
        label={t('complaint.fields.category')}
        table={complaintCategory}
        {...wide}
      />
      <CodeFilter
        name="priority"
        label={t('complaint.fields.priority')}
        table={complaintPriority}
        {...narrow}
      />
      <Form.Item name="assignee" label={t('complaint.fields.assignee')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={[
            { value: unassignedChoice, label: t('complaint.unassigned') },
            ...assignees.map((row) => ({ value: row.operatorId, label: row.name })),
          ]}
          {...narrow}
        />
      </Form.Item>
      <ScopeFilters
        options={options}
        labels={{ company: t('complaint.fields.company'), org: t('complaint.fields.org') }}
        org={{ name: 'orgId' }}
      />
      <PeriodFilter label={t('complaint.fields.period')} />
    </>
  );
}
