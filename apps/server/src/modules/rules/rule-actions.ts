import { asc, eq, gt, and, sql } from 'drizzle-orm';
import {
  alarmSource,
  carrierDayInstant,
  carrierDayOf,
  messageTab,
  ruleActionKind,
  ruleActionOutcome,
  type RuleTypeCode,
} from '@simdesk/contract';
import { ruleCatalogue, ruleSubjectOf, type RuleAction } from '@simdesk/contract/modules/rules';
import { MailDeliveryError } from '../../platform/mail/mailer';
import type { AppServices } from '../../platform/services';
import { alarmCardLimit, recordAlarm } from '../call-records';
import { queueRuleStatusChange, queuedCardsByStatus } from '../sim-cards';
import { monthAfter } from './rule-periods';
import { ruleTriggers, type StoredActionOutcome } from './rules-schema';
import type { StoredRule } from './rule-engine';

/** Cards per webhook event: receivers get the cards of a run in batches, as carriers' merged pushes do. */
export const cardsPerPush = 500;
const sampleSize = 5;

interface Run {
  runId: number;
  triggerCount: number;
}

const { done, failed, scheduled } = ruleActionOutcome.byName;

function outcome(kind: number, result: number, detail: string | null): StoredActionOutcome {
  return { kind, outcome: result, detail };
}

/** A card by its ICCID; a pool by its name, group id and the share of its quota used. */
function triggerName(trigger: {
  iccid: string | null;
  groupId: string | null;
  poolName: string | null;
  observed: number;
}): string {
  if (trigger.iccid !== null) return trigger.iccid;
  return `${trigger.poolName ?? ''} (${trigger.groupId ?? ''}) at ${Math.round(trigger.observed * 10) / 10} %`;
}

/** The run's first triggers, oldest first. */
async function runSample(services: AppServices, runId: number, limit: number) {
  return services.db
    .select({
      iccid: ruleTriggers.iccid,
      groupId: ruleTriggers.groupId,
      poolName: ruleTriggers.poolName,
      observed: ruleTriggers.observed,
    })
    .from(ruleTriggers)
    .where(eq(ruleTriggers.runId, runId))
    .orderBy(asc(ruleTriggers.id))
    .limit(limit);
}

/** The alarm's words: the rule, how many cards (or pools), and the first few. */
function alarmText(rule: StoredRule, run: Run, sample: readonly string[]): string {
  const more = run.triggerCount > sample.length ? ` and ${run.triggerCount - sample.length} more` : '';
  const subject = ruleSubjectOf(rule.ruleType as RuleTypeCode) === 'pool' ? 'pool(s)' : 'card(s)';
  return `Rule "${rule.name}" triggered for ${run.triggerCount} ${subject}: ${sample.join(', ')}${more}.`;
}

/** What a push says of each trigger: a card's numbers, or a pool's group id and name. */
const pushedColumns = {
  card: {
    iccid: ruleTriggers.iccid,
    msisdn: ruleTriggers.msisdn,
  },
  pool: {
    groupId: ruleTriggers.groupId,
    poolName: ruleTriggers.poolName,
  },
};

/** One signed event per batch of cards (or pools), through the platform's Standard Webhooks pusher. */
async function pushRun(services: AppServices, rule: StoredRule, run: Run): Promise<StoredActionOutcome> {
  const kind = ruleActionKind.byName.webhook;
  const type = rule.ruleType as RuleTypeCode;
  const eventType = ruleCatalogue[type].pushEvent;
  const subject = ruleSubjectOf(type);
  let afterId = 0;
  let events = 0;
  for (;;) {
    const cards = await services.db
      .select({
        id: ruleTriggers.id,
        ...pushedColumns[subject],
        period: ruleTriggers.period,
        observed: ruleTriggers.observed,
        projected: ruleTriggers.projected,
      })
      .from(ruleTriggers)
      .where(and(eq(ruleTriggers.runId, run.runId), gt(ruleTriggers.id, afterId)))
      .orderBy(asc(ruleTriggers.id))
      .limit(cardsPerPush);
    const last = cards.at(-1);
    if (!last) break;
    const data = {
      ruleId: rule.id,
      ruleName: rule.name,
      ruleType: rule.ruleType,
      [subject === 'pool' ? 'pools' : 'cards']: cards.map(({ id: _id, ...card }) => card),
    };
    const pushed = await services.webhooks.push(rule.companyId, eventType, data);
    if (!pushed.queued) {
      return outcome(kind, failed, `the company's API push is off or does not take ${eventType} events`);
    }
    events += 1;
    afterId = last.id;
  }
  return outcome(kind, done, `${events} event(s) queued`);
}

async function changeStatus(
  services: AppServices,
  rule: StoredRule,
  run: Run,
  action: Extract<RuleAction, { kind: 5 }>,
): Promise<StoredActionOutcome[]> {
  const kind = ruleActionKind.byName.statusChange;
  const owner = {
    companyId: rule.companyId,
    orgId: rule.orgId,
    orgPath: rule.orgPath,
    operatorId: rule.operatorId,
  };
  const queued = await queueRuleStatusChange(services.db, {
    ...owner,
    cardIds: sql`select card_id from ${ruleTriggers} where run_id = ${run.runId}`,
    targetStatus: action.targetStatus,
    reason: `automation rule "${rule.name}"`,
    scheduledAt: services.clock.now(),
    checked: true,
  });
  if (!queued || queued.queued === 0) {
    return [outcome(kind, failed, `no card could change to this status (${queued?.refused ?? 0} refused)`)];
  }
  const outcomes = [
    outcome(kind, done, `order ${queued.orderId}: ${queued.queued} card(s) sent, ${queued.refused} refused`),
  ];
  if (action.undo !== 'nextMonthStart') return outcomes;
  // The reversal is a scheduled order per status the cards had: visible in the card state list, cancellable.
  const undoAt = new Date(carrierDayInstant(monthAfter(carrierDayOf(services.clock.now()))));
  for (const [status, cardIds] of await queuedCardsByStatus(services.db, queued.orderId)) {
    const undo = await queueRuleStatusChange(services.db, {
      ...owner,
      cardIds,
      targetStatus: status,
      reason: `undo of automation rule "${rule.name}" (order ${queued.orderId})`,
      scheduledAt: undoAt,
      checked: false,
    });
    if (undo) outcomes.push(outcome(kind, scheduled, `order ${undo.orderId} at ${undoAt.toISOString()}`));
  }
  return outcomes;
}

async function runAction(
  services: AppServices,
  rule: StoredRule,
  run: Run,
  action: RuleAction,
  text: string,
): Promise<StoredActionOutcome[]> {
  const { kind } = action;
  switch (action.kind) {
    case ruleActionKind.byName.alarmMessage: {
      const published = await services.messages.publish({
        companyId: rule.companyId,
        ...(rule.orgId === null ? {} : { orgId: rule.orgId }),
        moduleType: messageTab.byName.ruleAlarms,
        messageType: ruleCatalogue[rule.ruleType as RuleTypeCode].messageType,
        ruleName: rule.name,
        content: text,
      });
      return [outcome(kind, done, `${published.recipientCount} operator(s) told`)];
    }
    case ruleActionKind.byName.mail: {
      try {
        for (const to of action.addresses) {
          await services.mail.send(rule.companyId, { to, subject: `simdesk rule: ${rule.name}`, text });
        }
        return [outcome(kind, done, `${action.addresses.length} mail(s) sent`)];
      } catch (error) {
        if (error instanceof MailDeliveryError) return [outcome(kind, failed, error.message)];
        throw error;
      }
    }
    case ruleActionKind.byName.webhook:
      return [await pushRun(services, rule, run)];
    case ruleActionKind.byName.sms:
      for (const mobile of action.mobiles) {
        await services.sms.send({ mobile, purpose: 'rule-alarm', content: text });
      }
      return [outcome(kind, done, `${action.mobiles.length} SMS sent`)];
    case ruleActionKind.byName.statusChange:
      return changeStatus(services, rule, run, action);
    case ruleActionKind.byName.unsubscribePackage:
      return [outcome(kind, failed, 'not yet available: the console does not manage packages')];
  }
}

/** Runs each action of the rule once for a run's new triggers; a failing action does not stop the others. */
export async function runRuleActions(
  services: AppServices,
  rule: StoredRule,
  run: Run,
): Promise<StoredActionOutcome[]> {
  const sample = await runSample(services, run.runId, alarmCardLimit);
  const text = alarmText(rule, run, sample.slice(0, sampleSize).map(triggerName));
  // The alarm record names the cards it is about; a pool rule's alarm is about pools, named in its cause.
  const iccids = sample.flatMap((trigger) => (trigger.iccid === null ? [] : [trigger.iccid]));
  const outcomes: StoredActionOutcome[] = [];
  for (const action of rule.actions) {
    try {
      outcomes.push(...(await runAction(services, rule, run, action, text)));
    } catch (error) {
      services.logger.error({ err: error, ruleId: rule.id, kind: action.kind }, 'rule action failed');
      const reason = error instanceof Error ? error.message : String(error);
      outcomes.push(outcome(action.kind, failed, reason));
    }
  }
  // The alarm records keep every trigger run with what each action did.
  await recordAlarm(services.db, {
    companyId: rule.companyId,
    orgPath: rule.orgPath,
    source: alarmSource.byName.rule,
    messageType: ruleCatalogue[rule.ruleType as RuleTypeCode].messageType,
    ruleId: rule.id,
    ruleName: rule.name,
    cause: text,
    cardCount: run.triggerCount,
    iccids,
    actions: outcomes,
  });
  return outcomes;
}
