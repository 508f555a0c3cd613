import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleScope, ruleType, type RuleTypeCode } from '@simdesk/contract';
import { ruleAddCall, ruleListCall, type RuleRow } from '@simdesk/contract/modules/rules';
import { codeLabel } from '../../../components/codes/code-label';
import { DisplayTime } from '../../../components/display-time';
import { useDialogTarget, type EditTarget } from '../../../components/form-dialog/dialog-target';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { AddButton } from '../../../components/list-page/add-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  EnabledFilter,
  enabledFilterObj,
  type EnabledState,
} from '../../../components/list-page/enabled-state';
import { CodeFilter, TextFilter } from '../../../components/list-page/list-filters';
import { RuleActionTags, RuleParametersText } from '../../../features/rules/rule-summaries';
import { RuleFormDialog } from './rule-form-dialog';
import { RuleEnabledSwitch, RuleRowActions } from './rule-row-actions';

interface RuleFilterValues {
  name: string;
  ruleType: RuleTypeCode;
  enabled: EnabledState;
}

/** What the rule watches, marked when the console cannot evaluate it yet. */
function RuleTypeCell({ rule }: { rule: RuleRow }) {
  const { t } = useTranslation('automationRules');
  const { t: text } = useTranslation();
  return (
    <>
      <div>{codeLabel(text, ruleType, rule.ruleType)}</div>
      <RuleParametersText type={rule.ruleType} parameters={rule.parameters} />
      {!rule.evaluated && (
        <Tooltip title={t('notEvaluated')}>
          <Tag color="warning">{t('notEvaluatedTag')}</Tag>
        </Tooltip>
      )}
    </>
  );
}

/** /ruleManagement/ruleManage: the automation rules of the company and org, switched on and off in the list. */
export function RuleManagePage() {
  const { t } = useTranslation(['automationRules', 'codes']);
  const { t: text } = useTranslation();
  const dialog = useDialogTarget<EditTarget<RuleRow>>();
  return (
    <>
      <CallListPage<typeof ruleListCall, RuleFilterValues>
        call={ruleListCall}
        rowKey={(row) => row.id}
        toObj={(values) => ({
          name: filledOrUndefined(values.name),
          ruleType: values.ruleType,
          enabled: enabledFilterObj(values.enabled),
        })}
        filters={
          <>
            <TextFilter name="name" label={t('fields.name')} />
            <CodeFilter
              name="ruleType"
              label={t('fields.ruleType')}
              table={ruleType}
              style={{ width: 260 }}
            />
            <EnabledFilter label={t('fields.enabled')} stateText={(state) => t(`status.${state}`)} />
          </>
        }
        toolbar={
          <AddButton call={ruleAddCall} onClick={() => dialog.open({ kind: 'add' })}>
            {t('add')}
          </AddButton>
        }
        columns={[
          { title: t('fields.name'), dataIndex: 'name' },
          { title: t('fields.company'), dataIndex: 'companyName' },
          {
            title: t('fields.ruleType'),
            key: 'ruleType',
            render: (_value, row: RuleRow) => <RuleTypeCell rule={row} />,
          },
          {
            title: t('fields.scope'),
            key: 'scope',
            render: (_value, row: RuleRow) =>
              [codeLabel(text, ruleScope, row.scope.kind), ...(row.scope.tags ?? [])].join(' · '),
          },
          {
            title: t('fields.actions'),
            key: 'actions',
            render: (_value, row: RuleRow) => (
              <RuleActionTags kinds={row.actions.map((action) => action.kind)} />
            ),
          },
          {
            title: t('fields.enabled'),
            key: 'enabled',
            render: (_value, row: RuleRow) => <RuleEnabledSwitch rule={row} />,
          },
          { title: t('fields.triggerCount'), dataIndex: 'triggerCount' },
          {
            title: t('fields.lastTriggered'),
            dataIndex: 'lastTriggeredAt',
            render: (value: string | null) => (value ? <DisplayTime value={value} /> : '—'),
          },
          { title: t('fields.owner'), dataIndex: 'ownerAccount' },
          {
            title: t('fields.operations'),
            key: 'operations',
            render: (_value, row: RuleRow) => (
              <RuleRowActions rule={row} onEdit={(rule) => dialog.open({ kind: 'edit', row: rule })} />
            ),
          },
        ]}
      />
      <RuleFormDialog target={dialog.target} onClose={dialog.close} />
    </>
  );
}
