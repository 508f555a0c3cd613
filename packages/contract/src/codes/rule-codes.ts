import { defineCodeTables, type CodeOf } from './code-table';

/** Automation rules (spec §2 ruleManagement): what a rule watches, where, what it does, and how it went. */
export const ruleCodeTables = defineCodeTables(
  {
    /** What a rule watches; the catalogue (modules/rules) gives each its parameters and units. */
    ruleType: {
      dataUsageCycle: 1,
      dataUsageDay: 2,
      smsUsageCycle: 3,
      voiceUsageCycle: 4,
      noConnection: 5,
      statusChange: 6,
      planExpiry: 7,
      poolUsage: 8,
      imeiChange: 9,
    },
    /** Which cards of the owner's company and org subtree a rule looks at. */
    ruleScope: {
      allCards: 1,
      tags: 2,
      orgSubtree: 3,
      pool: 4,
    },
    /** What a rule does for each card that triggers it. */
    ruleActionKind: {
      alarmMessage: 1,
      mail: 2,
      webhook: 3,
      sms: 4,
      statusChange: 5,
      unsubscribePackage: 6,
    },
    /** How one action of one trigger went. */
    ruleActionOutcome: {
      done: 1,
      failed: 2,
      scheduled: 3,
    },
  },
  {
    ruleActionOutcome: { done: 'success', failed: 'error', scheduled: 'processing' },
  },
);

export const { ruleType, ruleScope, ruleActionKind, ruleActionOutcome } = ruleCodeTables;
export type RuleTypeCode = CodeOf<typeof ruleType>;
export type RuleScopeCode = CodeOf<typeof ruleScope>;
export type RuleActionKindCode = CodeOf<typeof ruleActionKind>;
export type RuleActionOutcomeCode = CodeOf<typeof ruleActionOutcome>;
