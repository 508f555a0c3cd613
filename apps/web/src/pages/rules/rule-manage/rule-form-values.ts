import {
  ruleActionKind,
  ruleScope,
  ruleType,
  type CardStatusCode,
  type RuleActionKindCode,
  type RuleScopeCode,
  type RuleTypeCode,
} from '@simdesk/contract';
import type { RuleAction, RuleParameters, RuleRow, RuleUndoTiming } from '@simdesk/contract/modules/rules';

/** One action as the form holds it: lists of addresses and numbers as typed, one per line. */
export interface ActionValues {
  kind: RuleActionKindCode;
  addresses?: string;
  mobiles?: string;
  targetStatus?: CardStatusCode;
  undo?: RuleUndoTiming;
}

export interface RuleFormValues {
  name: string;
  ruleType: RuleTypeCode;
  parameters: RuleParameters;
  scopeKind: RuleScopeCode;
  scopeTags?: string[];
  scopeOrgId?: number;
  scopePoolId?: string;
  actions: ActionValues[];
}

function lines(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\n,;]/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function actionOf(values: ActionValues): RuleAction {
  const { byName } = ruleActionKind;
  switch (values.kind) {
    case byName.mail:
      return { kind: byName.mail, addresses: lines(values.addresses) };
    case byName.sms:
      return { kind: byName.sms, mobiles: lines(values.mobiles) };
    case byName.statusChange:
      return {
        kind: byName.statusChange,
        targetStatus: values.targetStatus ?? 4,
        undo: values.undo ?? 'never',
      };
    default:
      return { kind: values.kind } as RuleAction;
  }
}

/** The rule's fields as the add, update and dry-run calls take them. */
export function ruleFieldsOf(values: RuleFormValues) {
  const parameters = Object.fromEntries(
    Object.entries(values.parameters ?? {}).filter(([, value]) => value !== undefined && value !== null),
  ) as RuleParameters;
  const { byName } = ruleScope;
  return {
    name: (values.name ?? '').trim(),
    ruleType: values.ruleType,
    parameters,
    scope: {
      kind: values.scopeKind,
      ...(values.scopeKind === byName.tags ? { tags: values.scopeTags ?? [] } : {}),
      ...(values.scopeKind === byName.orgSubtree && values.scopeOrgId !== undefined
        ? { orgId: values.scopeOrgId }
        : {}),
      ...(values.scopeKind === byName.pool ? { poolId: (values.scopePoolId ?? '').trim() } : {}),
    },
    actions: (values.actions ?? []).filter((action) => action?.kind !== undefined).map(actionOf),
  };
}

/** The form's values of a saved rule, or of a new one (a monthly data alarm). */
export function formValuesOf(rule: RuleRow | undefined): RuleFormValues {
  if (!rule) {
    return {
      name: '',
      ruleType: ruleType.byName.dataUsageCycle,
      parameters: {},
      scopeKind: ruleScope.byName.allCards,
      actions: [{ kind: ruleActionKind.byName.alarmMessage }],
    };
  }
  return {
    name: rule.name,
    ruleType: rule.ruleType as RuleTypeCode,
    parameters: rule.parameters,
    scopeKind: rule.scope.kind,
    scopeTags: rule.scope.tags,
    scopeOrgId: rule.scope.orgId,
    scopePoolId: rule.scope.poolId,
    actions: rule.actions.map((action) => ({
      kind: action.kind,
      ...('addresses' in action ? { addresses: action.addresses.join('\n') } : {}),
      ...('mobiles' in action ? { mobiles: action.mobiles.join('\n') } : {}),
      ...('targetStatus' in action ? { targetStatus: action.targetStatus, undo: action.undo } : {}),
    })),
  };
}
