import { useTranslation } from 'react-i18next';
import { ruleActionOutcome } from '@simdesk/contract';
import { ruleUnsubscribeListCall } from '@simdesk/contract/modules/rules';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  PeriodFilter,
  TextFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';

interface UnsubscribeFilterValues {
  cardNumber: string;
  period: FilterPeriod;
}

/**
 * /ruleManagement/ruleUnsubscribeHistory: packages rules unsubscribed cards from. The console has no packages
 * yet, so the list is empty and says why.
 */
export function RuleUnsubscribeHistoryPage() {
  const { t } = useTranslation(['automationRules', 'codes']);
  return (
    <CallListPage<typeof ruleUnsubscribeListCall, UnsubscribeFilterValues>
      call={ruleUnsubscribeListCall}
      rowKey={(row) => row.id}
      toObj={(values) => ({ cardNumber: filledOrUndefined(values.cardNumber), ...periodObj(values.period) })}
      emptyText={t('unsubscribeEmpty')}
      filters={
        <>
          <TextFilter name="cardNumber" label={t('fields.cardNumber')} />
          <PeriodFilter label={t('fields.time')} />
        </>
      }
      columns={[
        {
          title: t('fields.time'),
          dataIndex: 'at',
          render: (value: string) => <DisplayTime value={value} />,
        },
        { title: t('fields.rule'), dataIndex: 'ruleName' },
        { title: t('fields.company'), dataIndex: 'companyName' },
        { title: t('fields.card'), dataIndex: 'iccid' },
        { title: t('fields.packageName'), dataIndex: 'packageName' },
        {
          title: t('fields.outcome'),
          dataIndex: 'outcome',
          render: (code: number) => <CodeTag table={ruleActionOutcome} code={code} />,
        },
        { title: t('fields.outcomes'), dataIndex: 'detail' },
      ]}
    />
  );
}
