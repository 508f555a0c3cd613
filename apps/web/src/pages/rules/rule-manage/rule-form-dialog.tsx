import { Divider, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleType } from '@simdesk/contract';
import { ruleAddCall, ruleUpdateCall, type RuleRow } from '@simdesk/contract/modules/rules';
import { CodeSelect } from '../../../components/codes/code-select';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';
import { RuleActionsEditor } from './rule-actions-editor';
import { RuleDryRun } from './rule-dry-run';
import { formValuesOf, ruleFieldsOf, type RuleFormValues } from './rule-form-values';
import { RuleParameterFields, RuleScopeFields } from './rule-parameter-fields';

/** Adds a rule or edits one: what it watches (its type's parameters), which cards, and what it does. */
export function RuleFormDialog({ target, onClose }: TargetDialogProps<EditTarget<RuleRow>>) {
  const { t } = useTranslation(['automationRules', 'codes']);
  const rule = editedRow(target);
  return (
    <FormDialog<typeof ruleAddCall | typeof ruleUpdateCall, RuleFormValues, never>
      open={target !== undefined}
      name="ruleForm"
      title={t(rule ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      call={rule ? ruleUpdateCall : ruleAddCall}
      rulesCall={ruleAddCall}
      width={720}
      maskClosable={false}
      initialValues={formValuesOf(rule)}
      // A new type asks for other parameters: the old ones would be refused.
      onValuesChange={(changed, form) => {
        if ('ruleType' in changed) form.setFieldValue('parameters', {});
      }}
      toObj={(values) => (rule ? { id: rule.id, ...ruleFieldsOf(values) } : ruleFieldsOf(values))}
      successText={() => t(rule ? 'saved' : 'added')}
      onClose={onClose}
    >
      <CallField name="name" label={t('fields.name')} message={t('validation.name')} />
      <Form.Item
        name="ruleType"
        label={t('fields.ruleType')}
        rules={[{ required: true, message: t('validation.ruleType') }]}
      >
        <CodeSelect table={ruleType} />
      </Form.Item>
      <RuleParameterFields />
      <RuleScopeFields />
      <Divider />
      <RuleActionsEditor />
      <Divider />
      <RuleDryRun ruleId={rule?.id} />
    </FormDialog>
  );
}
