/** The field and row schemas of automation rules. */
import { z } from 'zod';
import { cardStatus } from '../../codes/card-status';
import {
  ruleActionKind,
  ruleActionOutcome,
  ruleScope,
  ruleType,
  type RuleTypeCode,
} from '../../codes/rule-codes';
import { companyColumns, recordIdSchema } from '../../calls/shared-schemas';
import { mailMaxLength, mailPattern, phonePattern } from '../../rules/validators';
import { customTagSchema } from '../sim-cards/list/sim-card-calls';
import {
  ruleCatalogue,
  ruleParameterNames,
  ruleScopeKindsOf,
  ruleTakesAction,
  type RuleParameterName,
} from './rule-catalogue';

export const ruleIdSchema = recordIdSchema;
export const ruleNameSchema = z.string().trim().min(1).max(64);

/** Every parameter a rule type may ask for; which ones a type needs is checked against the catalogue. */
export const ruleParametersSchema = z.strictObject(
  Object.fromEntries(ruleParameterNames.map((name) => [name, z.number().int().optional()])) as Record<
    RuleParameterName,
    z.ZodOptional<z.ZodNumber>
  >,
);
export type RuleParameters = z.infer<typeof ruleParametersSchema>;

export const ruleScopeSchema = z.strictObject({
  kind: ruleScope.schema,
  /** Cards carrying any of these tags (scope 2). */
  tags: z.array(customTagSchema).min(1).max(20).optional(),
  /** This org of the owner's company and everything below it (scope 3). */
  orgId: recordIdSchema.optional(),
  /** The carrier's pool (group) id (scope 4). */
  poolId: z.string().trim().min(1).max(64).optional(),
});
export type RuleScope = z.infer<typeof ruleScopeSchema>;

const mailAddressSchema = z.string().trim().max(mailMaxLength).regex(mailPattern, 'rules:mail.format');
const mobileSchema = z.string().trim().regex(phonePattern, 'rules:phone.format');

/** When a status change is reversed: never, or at 00:00 UTC on the 1st of the next month. */
export const ruleUndoTimings = ['never', 'nextMonthStart'] as const;
export type RuleUndoTiming = (typeof ruleUndoTimings)[number];

export const ruleActionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal(ruleActionKind.byName.alarmMessage) }),
  z.strictObject({
    kind: z.literal(ruleActionKind.byName.mail),
    addresses: z.array(mailAddressSchema).min(1).max(10),
  }),
  z.strictObject({ kind: z.literal(ruleActionKind.byName.webhook) }),
  z.strictObject({
    kind: z.literal(ruleActionKind.byName.sms),
    mobiles: z.array(mobileSchema).min(1).max(10),
  }),
  z.strictObject({
    kind: z.literal(ruleActionKind.byName.statusChange),
    targetStatus: cardStatus.schema,
    /** The reversal, queued as a scheduled change order the operator can see and cancel. */
    undo: z.enum(ruleUndoTimings),
  }),
  z.strictObject({ kind: z.literal(ruleActionKind.byName.unsubscribePackage) }),
]);
export type RuleAction = z.infer<typeof ruleActionSchema>;

/** What a rule states; checked as a whole against the catalogue (parameters of its type, scope fields). */
export const ruleFieldsShape = {
  name: ruleNameSchema,
  ruleType: ruleType.schema,
  parameters: ruleParametersSchema,
  scope: ruleScopeSchema,
  actions: z.array(ruleActionSchema).min(1).max(6),
};

type RuleFields = {
  ruleType: RuleTypeCode;
  parameters: RuleParameters;
  scope: RuleScope;
  actions: readonly RuleAction[];
};

/** Adds an issue for each parameter the rule's type lacks, does not take, or has out of bounds. */
function checkParameters(rule: RuleFields, context: z.RefinementCtx): void {
  const specs = ruleCatalogue[rule.ruleType].parameters;
  for (const name of ruleParameterNames) {
    const value = rule.parameters[name];
    const spec = specs.find((candidate) => candidate.name === name);
    const path = ['parameters', name];
    if (!spec) {
      if (value !== undefined)
        context.addIssue({ code: 'custom', path, message: 'not a parameter of this rule type' });
      continue;
    }
    if (value === undefined) {
      if (!spec.optional) context.addIssue({ code: 'custom', path, message: 'required by this rule type' });
      continue;
    }
    const wrongStatus = spec.unit === 'cardStatus' && !cardStatus.has(value);
    if (wrongStatus || value < spec.minimum || value > spec.maximum) {
      context.addIssue({ code: 'custom', path, message: `expected ${spec.minimum} to ${spec.maximum}` });
    }
  }
}

/** Adds an issue when the scope lacks the field its kind needs, or carries another kind's field. */
function checkScope(scope: RuleScope, context: z.RefinementCtx): void {
  const needs = {
    [ruleScope.byName.allCards]: undefined,
    [ruleScope.byName.tags]: 'tags',
    [ruleScope.byName.orgSubtree]: 'orgId',
    [ruleScope.byName.pool]: 'poolId',
  } as const;
  const needed = needs[scope.kind];
  for (const field of ['tags', 'orgId', 'poolId'] as const) {
    const present = scope[field] !== undefined;
    if (present !== (field === needed)) {
      context.addIssue({
        code: 'custom',
        path: ['scope', field],
        message: present ? 'not used by this scope' : 'required by this scope',
      });
    }
  }
}

/** Adds an issue for a scope or an action the rule's type does not take (a pool rule suspends no card). */
function checkSubject(rule: RuleFields, context: z.RefinementCtx): void {
  if (!ruleScopeKindsOf(rule.ruleType).includes(rule.scope.kind)) {
    context.addIssue({ code: 'custom', path: ['scope', 'kind'], message: 'not a scope of this rule type' });
  }
  rule.actions.forEach((action, index) => {
    if (!ruleTakesAction(rule.ruleType, action.kind)) {
      const message = 'not an action of this rule type: it acts on cards, and this rule watches pools';
      context.addIssue({ code: 'custom', path: ['actions', index, 'kind'], message });
    }
  });
}

/** The whole-rule checks of an add (every field) and of an edit (the fields it sends, with the stored ones). */
export function checkRuleFields(rule: RuleFields, context: z.RefinementCtx): void {
  checkParameters(rule, context);
  checkScope(rule.scope, context);
  checkSubject(rule, context);
  const kinds = rule.actions.map((action) => action.kind);
  if (new Set(kinds).size !== kinds.length) {
    context.addIssue({ code: 'custom', path: ['actions'], message: 'each kind of action once' });
  }
}

export const ruleActionOutcomeRowSchema = z.object({
  kind: z.number(),
  outcome: ruleActionOutcome.schema,
  /** Why it failed, or what it queued (an order number, a message count). */
  detail: z.string().nullable(),
});

/** One rule as the console shows it. */
export const ruleRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  name: z.string(),
  ruleType: z.number(),
  parameters: ruleParametersSchema,
  scope: ruleScopeSchema,
  actions: z.array(ruleActionSchema),
  enabled: z.boolean(),
  /** False while the rule's type or scope needs data the console does not have yet: saved, not evaluated. */
  evaluated: z.boolean(),
  ownerAccount: z.string(),
  triggerCount: z.number(),
  lastTriggeredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

/** What a trigger names: a card by its numbers, or (a pool rule's) a pool by its carrier group id and name. */
const triggerSubjectColumns = {
  cardId: z.number().nullable(),
  iccid: z.string().nullable(),
  msisdn: z.string().nullable(),
  groupId: z.string().nullable(),
  poolName: z.string().nullable(),
};

/** Which cards (or pools) a rule would trigger now: how many, and the first few. */
export const ruleDryRunRowSchema = z.object({
  evaluated: z.boolean(),
  matchingCount: z.number(),
  /** Cards that already triggered the rule in this period: they would not trigger again. */
  alreadyTriggeredCount: z.number(),
  period: z.string(),
  sample: z.array(z.object({ ...triggerSubjectColumns, observed: z.number() })),
});
export type RuleDryRunRow = z.infer<typeof ruleDryRunRowSchema>;

/** What both histories show of a record: the rule (by name), the company and the card. */
const ruleCardColumns = {
  id: z.number(),
  ruleId: z.number(),
  ruleName: z.string(),
  ...companyColumns,
  cardId: z.number(),
  iccid: z.string(),
};

/** One trigger of a rule by one card (or, for a pool rule, one pool), with every action's outcome. */
export const ruleTriggerRowSchema = z.object({
  ...ruleCardColumns,
  ...triggerSubjectColumns,
  ruleType: z.number(),
  period: z.string(),
  /** The figure that crossed (MB, count, minutes, hours, status), in the rule type's unit. */
  observed: z.number(),
  projected: z.boolean(),
  triggeredAt: z.string(),
  actions: z.array(ruleActionOutcomeRowSchema),
});
export type RuleTriggerRow = z.infer<typeof ruleTriggerRowSchema>;

/** One package a rule unsubscribed a card from. */
export const ruleUnsubscribeRowSchema = z.object({
  ...ruleCardColumns,
  packageName: z.string(),
  outcome: ruleActionOutcome.schema,
  detail: z.string().nullable(),
  at: z.string(),
});
export type RuleUnsubscribeRow = z.infer<typeof ruleUnsubscribeRowSchema>;
