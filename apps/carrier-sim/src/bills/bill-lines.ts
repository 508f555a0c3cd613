// A card's line of a monthly bill, from its usage in that month and its rate plan. The summary and the detail
// pages add up the same lines, so the bill's totals always equal the sum of its cards.
import { cardStatus } from '@simdesk/contract';
import type { CardContext } from '../cards/card-context';
import type { CarrierMonth } from '../time/carrier-day';
import { startOfCarrierDay } from '../time/carrier-day';
import { usageOfDays } from '../world/usage-model';
import { overageCents, priceOf } from './rate-plan-prices';

export interface BillLine {
  iccid: string;
  msisdn: string;
  ratePlan: string;
  /** The pool the card's data was billed with (its membership at the month's end). */
  poolId: string | null;
  monthlyFeeCents: number;
  dataKb: number;
  includedKb: number;
  overageKb: number;
  dataOverageCents: number;
  smsCount: number;
  smsCents: number;
  voiceMinutes: number;
  voiceCents: number;
  totalCents: number;
}

/** Statuses that pay the monthly fee: a suspended card keeps its number and pays for it. */
const feeStatuses: readonly number[] = [cardStatus.byName.activated, cardStatus.byName.suspended];

/** The month's end as an instant (exclusive). */
export const monthEndOf = (month: CarrierMonth) => startOfCarrierDay(month.lastDay + 1);

/** Cards that may have a line (SQL narrows the account before the per-card check). */
export const billCandidateFilter = `card.activated_at IS NOT NULL AND card.activated_at < $2
  AND NOT (card.status = 9 AND card.status_changed_at < $3)`;

function poolIdAt(context: CardContext, time: number): string | null {
  const poolEvents = context.events.filter((event) => event.kind === 'pool');
  const before = poolEvents.filter((event) => event.occurredAt.getTime() < time);
  const lastBefore = before[before.length - 1];
  if (lastBefore) return lastBefore.toValue;
  const firstAfter = poolEvents[0];
  return firstAfter ? firstAfter.fromValue : context.card.poolId;
}

/** The card's line, or null when it paid nothing that month (never live or suspended in it). */
export function billLineOf(context: CardContext, month: CarrierMonth): BillLine | null {
  const start = startOfCarrierDay(month.firstDay);
  const end = monthEndOf(month);
  const timeline = context.timeline();
  const charged = timeline.some(
    (segment) => segment.from < end && segment.to > start && feeStatuses.includes(segment.state.status),
  );
  if (!charged) return null;
  const { card } = context;
  const price = priceOf(card.ratePlan);
  const usage = usageOfDays(context.seed, month.firstDay, month.lastDay, timeline, end);
  const poolId = poolIdAt(context, end);
  const includedKb = poolId === null ? price.includedKb : 0;
  const overageKb = poolId === null ? Math.max(0, usage.dataKb - includedKb) : 0;
  const line = {
    iccid: card.iccid,
    msisdn: card.msisdn,
    ratePlan: card.ratePlan,
    poolId,
    monthlyFeeCents: price.monthlyFeeCents,
    dataKb: usage.dataKb,
    includedKb,
    overageKb,
    dataOverageCents: overageCents(overageKb, price.overageCentsPerMb),
    smsCount: usage.smsCount,
    smsCents: usage.smsCount * price.smsCents,
    voiceMinutes: usage.voiceMinutes,
    voiceCents: usage.voiceMinutes * price.voiceCentsPerMinute,
  };
  return {
    ...line,
    totalCents: line.monthlyFeeCents + line.dataOverageCents + line.smsCents + line.voiceCents,
  };
}
