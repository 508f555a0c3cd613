import { describe, expect, it } from 'vitest';
import { cardStatus, ruleActionKind, ruleScope, ruleType } from '@simdesk/contract';
import { ruleAddCall } from '@simdesk/contract/modules/rules';
import { formValuesOf, ruleFieldsOf } from './rule-form-values';

describe('the rule form values', () => {
  it('become fields the add call accepts, lists split by line and empty parameters left out', () => {
    const fields = ruleFieldsOf({
      name: ' Suspend heavy users ',
      ruleType: ruleType.byName.dataUsageCycle,
      parameters: { thresholdMegabytes: 2048, projectedHours: undefined },
      scopeKind: ruleScope.byName.tags,
      scopeTags: ['fleet'],
      scopeOrgId: 4,
      actions: [
        { kind: ruleActionKind.byName.mail, addresses: 'a@example.com\n b@example.com ,' },
        {
          kind: ruleActionKind.byName.statusChange,
          targetStatus: cardStatus.byName.suspended,
          undo: 'nextMonthStart',
        },
      ],
    });
    expect(fields.scope).toEqual({ kind: ruleScope.byName.tags, tags: ['fleet'] });
    expect(fields.parameters).toEqual({ thresholdMegabytes: 2048 });
    expect(fields.actions[0]).toEqual({ kind: 2, addresses: ['a@example.com', 'b@example.com'] });
    expect(ruleAddCall.obj.safeParse(fields).success).toBe(true);
  });

  it('round-trip a saved rule', () => {
    const saved = {
      name: 'Daily',
      ruleType: ruleType.byName.dataUsageDay,
      parameters: { thresholdMegabytes: 500 },
      scope: { kind: ruleScope.byName.allCards },
      actions: [{ kind: ruleActionKind.byName.sms, mobiles: ['13800000000'] }],
    };
    const values = formValuesOf({
      ...saved,
      id: 1,
      companyId: 1,
      companyName: 'x',
      enabled: true,
      evaluated: true,
      ownerAccount: 'admin',
      triggerCount: 0,
      lastTriggeredAt: null,
      createdAt: '',
      updatedAt: '',
    });
    expect(ruleFieldsOf(values)).toEqual(saved);
  });
});
