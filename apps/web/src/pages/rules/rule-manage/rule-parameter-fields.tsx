import { Alert, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatus, ruleScope, type RuleTypeCode } from '@simdesk/contract';
import { ruleCatalogue, ruleScopeKindsOf, ruleSubjectOf } from '@simdesk/contract/modules/rules';
import { simCardFilterOptionsCall } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeSelect } from '../../../components/codes/code-select';
import { OrgTreeSelect } from '../../../components/forms/org-tree-select';
import { useCallAllowed } from '../../../components/permission/call-allowed';

/** The parameters the chosen rule type asks for, each with its unit and bounds from the catalogue. */
export function RuleParameterFields() {
  const { t } = useTranslation(['automationRules', 'codes']);
  const type = Form.useWatch<RuleTypeCode | undefined>('ruleType');
  if (type === undefined) return null;
  const spec = ruleCatalogue[type];
  return (
    <>
      {!spec.available && (
        <Alert type="warning" showIcon title={t('notEvaluated')} style={{ marginBottom: 16 }} />
      )}
      {spec.parameters.map((parameter) => (
        <Form.Item
          key={`${type}-${parameter.name}`}
          name={['parameters', parameter.name]}
          label={t(`parameters.${parameter.name}`)}
          rules={[
            { required: !parameter.optional, message: t('validation.parameter') },
            {
              type: 'number',
              min: parameter.minimum,
              max: parameter.maximum,
              message: t('validation.parameter'),
            },
          ]}
        >
          {parameter.unit === 'cardStatus' ? (
            <CodeSelect table={cardStatus} allowClear={parameter.optional} />
          ) : (
            <InputNumber
              min={parameter.minimum}
              max={parameter.maximum}
              precision={0}
              addonAfter={t(`units.${parameter.unit}`)}
              style={{ width: 240 }}
            />
          )}
        </Form.Item>
      ))}
    </>
  );
}

/**
 * Which cards the rule looks at: all of the owner's, those with tags, an org subtree, or a pool; a pool rule
 * looks at the company's pools, those holding an org's cards, or one pool.
 */
export function RuleScopeFields() {
  const { t } = useTranslation(['automationRules', 'codes']);
  const kind = Form.useWatch<number | undefined>('scopeKind');
  const type = Form.useWatch<RuleTypeCode | undefined>('ruleType');
  const watchesPools = type !== undefined && ruleSubjectOf(type) === 'pool';
  const canListOrgs = useCallAllowed(simCardFilterOptionsCall);
  const orgs = useCallQuery(simCardFilterOptionsCall, {}, { enabled: canListOrgs, staleTime: 60_000 });
  const { byName } = ruleScope;
  const required = [{ required: true, message: t('validation.scope') }];
  return (
    <>
      <Form.Item name="scopeKind" label={t('fields.scope')} rules={required}>
        <CodeSelect table={ruleScope} codes={type === undefined ? undefined : ruleScopeKindsOf(type)} />
      </Form.Item>
      {kind === byName.tags && (
        <Form.Item name="scopeTags" label={t('scopeFields.tags')} rules={required}>
          <Select mode="tags" open={false} />
        </Form.Item>
      )}
      {kind === byName.orgSubtree && (
        <Form.Item name="scopeOrgId" label={t('scopeFields.orgId')} rules={required}>
          <OrgTreeSelect orgs={orgs.data?.rows[0]?.orgs} />
        </Form.Item>
      )}
      {kind === byName.pool && (
        <>
          {!watchesPools && (
            <Alert type="warning" showIcon title={t('notEvaluated')} style={{ marginBottom: 16 }} />
          )}
          <Form.Item name="scopePoolId" label={t('scopeFields.poolId')} rules={required}>
            <Input />
          </Form.Item>
        </>
      )}
    </>
  );
}
