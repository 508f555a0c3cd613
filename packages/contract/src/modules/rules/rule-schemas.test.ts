import { describe, expect, it } from 'vitest';
import { ruleActionKind, ruleScope, ruleType } from '../../codes/rule-codes';
import { ruleAddCall } from './rule-calls';

const dataRule = {
  name: 'Over 500 MB',
  ruleType: ruleType.byName.dataUsageCycle,
  parameters: { thresholdMegabytes: 500 },
  scope: { kind: ruleScope.byName.allCards },
  actions: [{ kind: ruleActionKind.byName.alarmMessage }],
};

function issuePaths(obj: unknown): string[] {
  const result = ruleAddCall.obj.safeParse(obj);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('rule fields against the catalogue', () => {
  it('accepts a rule with the parameters of its type', () => {
    expect(issuePaths(dataRule)).toEqual([]);
    expect(issuePaths({ ...dataRule, parameters: { thresholdMegabytes: 500, projectedHours: 6 } })).toEqual(
      [],
    );
  });

  it('refuses a missing, a foreign and an out-of-range parameter', () => {
    expect(issuePaths({ ...dataRule, parameters: {} })).toEqual(['parameters.thresholdMegabytes']);
    expect(issuePaths({ ...dataRule, parameters: { thresholdMegabytes: 5, hours: 48 } })).toEqual([
      'parameters.hours',
    ]);
    expect(issuePaths({ ...dataRule, parameters: { thresholdMegabytes: 0 } })).toEqual([
      'parameters.thresholdMegabytes',
    ]);
    const status = { ...dataRule, ruleType: ruleType.byName.statusChange, parameters: { toStatus: 3 } };
    expect(issuePaths(status)).toEqual(['parameters.toStatus']);
  });

  it('needs the scope field of its kind and no other', () => {
    expect(issuePaths({ ...dataRule, scope: { kind: ruleScope.byName.tags } })).toEqual(['scope.tags']);
    expect(issuePaths({ ...dataRule, scope: { kind: ruleScope.byName.allCards, orgId: 3 } })).toEqual([
      'scope.orgId',
    ]);
  });

  it('takes each kind of action once', () => {
    const twice = [{ kind: ruleActionKind.byName.webhook }, { kind: ruleActionKind.byName.webhook }];
    expect(issuePaths({ ...dataRule, actions: twice })).toEqual(['actions']);
    expect(issuePaths({ ...dataRule, actions: [] })).toEqual(['actions']);
  });
});
