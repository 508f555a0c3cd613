import { Form, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ruleType, type RuleTypeCode } from '@simdesk/contract';
import { ruleTriggerListCall, type RuleTriggerRow } from '@simdesk/contract/modules/rules';
import { codeLabel } from '../../../components/codes/code-label';
import { CodeSelect } from '../../../components/codes/code-select';
import { DisplayTime } from '../../../components/display-time';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  PeriodFilter,
  TextFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { ActionOutcomeTags, TriggerSubject, useObservedUnit } from '../../../features/rules/rule-summaries';

interface HistoryFilterValues {
  ruleType: RuleTypeCode;
  cardNumber: string;
  period: FilterPeriod;
}

/** The rule type a link asks for (?ruleType=1 from the rule-alarm tab), when the table knows it. */
function requestedType(value: string | null): RuleTypeCode | undefined {
  const code = Number(value);
  return value !== null && ruleType.has(code) ? code : undefined;
}

/** /ruleManagement/ruleHistory: every trigger of a rule by a card or a pool, with what each action did. */
export function RuleHistoryPage() {
  const { t } = useTranslation(['automationRules', 'codes']);
  const { t: text } = useTranslation();
  const [searchParams] = useSearchParams();
  const initialType = requestedType(searchParams.get('ruleType'));
  const observedUnit = useObservedUnit();
  const toObj = (values: Partial<HistoryFilterValues>) => ({
    ruleType: 'ruleType' in values ? values.ruleType : initialType,
    cardNumber: filledOrUndefined(values.cardNumber),
    ...periodObj(values.period),
  });
  return (
    <CallListPage<typeof ruleTriggerListCall, HistoryFilterValues>
      call={ruleTriggerListCall}
      rowKey={(row) => row.id}
      toObj={toObj}
      emptyText={t('historyEmpty')}
      filters={
        <>
          <Form.Item name="ruleType" label={t('fields.ruleType')} initialValue={initialType}>
            <CodeSelect table={ruleType} allowClear style={{ width: 260 }} />
          </Form.Item>
          <TextFilter name="cardNumber" label={t('fields.cardNumber')} />
          <PeriodFilter label={t('fields.triggeredAt')} />
        </>
      }
      columns={[
        {
          title: t('fields.triggeredAt'),
          dataIndex: 'triggeredAt',
          render: (value: string) => <DisplayTime value={value} />,
        },
        { title: t('fields.rule'), dataIndex: 'ruleName' },
        {
          title: t('fields.ruleType'),
          dataIndex: 'ruleType',
          render: (code: number) => codeLabel(text, ruleType, code),
        },
        { title: t('fields.company'), dataIndex: 'companyName' },
        {
          title: t('fields.cardOrPool'),
          key: 'card',
          render: (_value, row: RuleTriggerRow) => <TriggerSubject subject={row} />,
        },
        { title: t('fields.period'), dataIndex: 'period' },
        {
          title: t('fields.observed'),
          key: 'observed',
          render: (_value, row: RuleTriggerRow) => (
            <>
              {row.observed} {observedUnit(row.ruleType)}
              {row.projected && <Tag color="purple">{t('projected')}</Tag>}
            </>
          ),
        },
        {
          title: t('fields.outcomes'),
          key: 'actions',
          render: (_value, row: RuleTriggerRow) => <ActionOutcomeTags outcomes={row.actions} />,
        },
      ]}
    />
  );
}
