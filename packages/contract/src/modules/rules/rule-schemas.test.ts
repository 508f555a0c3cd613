import { describe, expect, it } from 'vitest';
import { cardStatus } from '../../codes/card-status';
import { ruleActionKind, ruleScope, ruleType } from '../../codes/rule-codes';
import { ruleActionKindsOf, ruleScopeKindsOf } from './rule-catalogue';
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

  it('lets a pool rule take only the actions and scopes that fit a pool', () => {
    const poolRule = { ...dataRule, ruleType: ruleType.byName.poolUsage, parameters: { percent: 90 } };
    const suspend = {
      kind: ruleActionKind.byName.statusChange,
      targetStatus: cardStatus.byName.suspended,
      undo: 'never',
    };
    expect(issuePaths(poolRule)).toEqual([]);
    expect(issuePaths({ ...poolRule, scope: { kind: ruleScope.byName.pool, poolId: 'G1' } })).toEqual([]);
    expect(issuePaths({ ...poolRule, actions: [dataRule.actions[0], suspend] })).toEqual(['actions.1.kind']);
    expect(issuePaths({ ...poolRule, scope: { kind: ruleScope.byName.tags, tags: ['fleet'] } })).toEqual([
      'scope.kind',
    ]);
    // A card rule still changes cards.
    expect(issuePaths({ ...dataRule, actions: [suspend] })).toEqual([]);
  });
});

describe('what the rule form offers per type', () => {
  it('offers a pool rule no card change and no tag scope, and a card rule all that is available', () => {
    const { statusChange, unsubscribePackage } = ruleActionKind.byName;
    expect(ruleActionKindsOf(ruleType.byName.poolUsage)).not.toContain(statusChange);
    expect(ruleActionKindsOf(ruleType.byName.dataUsageCycle)).toContain(statusChange);
    expect(ruleActionKindsOf(ruleType.byName.dataUsageCycle)).not.toContain(unsubscribePackage);
    expect(ruleScopeKindsOf(ruleType.byName.poolUsage)).not.toContain(ruleScope.byName.tags);
    expect(ruleScopeKindsOf(ruleType.byName.dataUsageCycle)).toEqual([...ruleScope.codes]);
  });
});
