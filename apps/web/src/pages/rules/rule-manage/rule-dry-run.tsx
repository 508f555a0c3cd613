import { Alert, Form, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleType, type RuleTypeCode } from '@simdesk/contract';
import { ruleDryRunCall, ruleSubjectOf, type RuleDryRunRow } from '@simdesk/contract/modules/rules';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CallButton } from '../../../components/permission/call-button';
import { TriggerSubject, useObservedUnit } from '../../../features/rules/rule-summaries';
import { ruleFieldsOf, type RuleFormValues } from './rule-form-values';

/** Which cards (or pools) the rule as typed would trigger now: how many, and the first few; nothing is recorded. */
export function RuleDryRun({ ruleId }: { ruleId: number | undefined }) {
  const { t } = useTranslation('automationRules');
  const form = Form.useFormInstance<RuleFormValues>();
  const dryRun = useCallMutation(ruleDryRunCall);
  const observedUnit = useObservedUnit();
  const result: RuleDryRunRow | undefined = dryRun.data;
  const run = async () => {
    const values = await form.validateFields();
    dryRun.mutate({ ...(ruleId === undefined ? {} : { id: ruleId }), ...ruleFieldsOf(values) });
  };
  const type = Number(form.getFieldValue('ruleType'));
  const unit = observedUnit(type);
  const watchesPools = ruleType.has(type) && ruleSubjectOf(type as RuleTypeCode) === 'pool';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <CallButton
        call={ruleDryRunCall}
        loading={dryRun.isPending}
        onClick={() => void run().catch(() => undefined)}
      >
        {t('dryRun')}
      </CallButton>
      {result && !result.evaluated && <Alert type="warning" showIcon title={t('dryRunNotEvaluated')} />}
      {result?.evaluated && (
        <>
          <Alert
            type={result.matchingCount > 0 ? 'info' : 'success'}
            showIcon
            title={t(watchesPools ? 'dryRunPoolResult' : 'dryRunResult', {
              count: result.matchingCount,
              already: result.alreadyTriggeredCount,
              period: result.period,
            })}
          />
          {result.sample.length > 0 && (
            <Table
              size="small"
              pagination={false}
              rowKey={(row) => row.groupId ?? String(row.cardId)}
              title={() => t('sample')}
              dataSource={result.sample}
              columns={[
                {
                  title: t(watchesPools ? 'fields.pool' : 'fields.card'),
                  key: 'subject',
                  render: (_value, row) => <TriggerSubject subject={row} />,
                },
                {
                  title: t('fields.observed'),
                  dataIndex: 'observed',
                  render: (value: number) => `${value} ${unit}`,
                },
              ]}
            />
          )}
        </>
      )}
    </Space>
  );
}
