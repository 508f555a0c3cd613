import { and, between, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { cardUsage, cardUsageDayTotals } from '../schema/usage-schema';
import { monthBounds } from './carrier-calendar';

/** One card's usage of one carrier day, with the company and org path the card has now. */
export interface UsageDay {
  cardId: number;
  companyId: number;
  orgPath: string | null;
  day: string;
  dataKilobytes: number;
  smsCount: number;
  voiceMinutes: number;
  complete: boolean;
}

interface TotalsDelta {
  companyId: number;
  orgPath: string;
  day: string;
  dataKilobytes: number;
  smsCount: number;
  voiceMinutes: number;
  cardCount: number;
}

type Figures = Pick<
  UsageDay,
  'companyId' | 'orgPath' | 'day' | 'dataKilobytes' | 'smsCount' | 'voiceMinutes'
>;

function addTo(deltas: Map<string, TotalsDelta>, row: Figures, sign: 1 | -1): void {
  const orgPath = row.orgPath ?? '';
  const key = `${row.companyId}|${row.day}|${orgPath}`;
  const delta = deltas.get(key) ?? {
    companyId: row.companyId,
    orgPath,
    day: row.day,
    dataKilobytes: 0,
    smsCount: 0,
    voiceMinutes: 0,
    cardCount: 0,
  };
  delta.dataKilobytes += sign * row.dataKilobytes;
  delta.smsCount += sign * row.smsCount;
  delta.voiceMinutes += sign * row.voiceMinutes;
  delta.cardCount += sign;
  deltas.set(key, delta);
}

function compareDeltas(left: TotalsDelta, right: TotalsDelta): number {
  if (left.companyId !== right.companyId) return left.companyId - right.companyId;
  if (left.day !== right.day) return left.day < right.day ? -1 : 1;
  return left.orgPath < right.orgPath ? -1 : left.orgPath > right.orgPath ? 1 : 0;
}

/**
 * Writes a batch of card days (insert, or update the day stored before: running twice changes nothing) and
 * moves the day totals by exactly the difference, so they stay equal to the sum of the rows without ever
 * summing a million cards. Call inside the batch's transaction; one card's days are written by one sync only.
 */
export async function storeUsageDays(transaction: Database, days: readonly UsageDay[]): Promise<void> {
  if (days.length === 0) return;
  const cardIds = [...new Set(days.map((day) => day.cardId))];
  const sortedDays = days.map((day) => day.day).sort();
  const first = sortedDays[0] ?? '';
  const last = sortedDays.at(-1) ?? first;
  const previous = await transaction
    .select({
      companyId: cardUsage.companyId,
      orgPath: cardUsage.orgPath,
      day: cardUsage.day,
      dataKilobytes: cardUsage.dataKilobytes,
      smsCount: cardUsage.smsCount,
      voiceMinutes: cardUsage.voiceMinutes,
    })
    .from(cardUsage)
    .where(and(inArray(cardUsage.cardId, cardIds), between(cardUsage.day, first, last)));
  await transaction
    .insert(cardUsage)
    .values(days.map((day) => ({ ...day })))
    .onConflictDoUpdate({
      target: [cardUsage.cardId, cardUsage.day],
      set: {
        companyId: sql`excluded.company_id`,
        orgPath: sql`excluded.org_path`,
        dataKilobytes: sql`excluded.data_kb`,
        smsCount: sql`excluded.sms_count`,
        voiceMinutes: sql`excluded.voice_minutes`,
        complete: sql`excluded.complete`,
        syncedAt: sql`now()`,
      },
    });
  const deltas = new Map<string, TotalsDelta>();
  for (const row of previous) addTo(deltas, row, -1);
  for (const row of days) addTo(deltas, row, 1);
  const changed = [...deltas.values()]
    .filter((delta) => delta.dataKilobytes || delta.smsCount || delta.voiceMinutes || delta.cardCount)
    // One order for every writer: two syncs touching the same totals never wait on each other in a circle.
    .sort(compareDeltas);
  if (changed.length === 0) return;
  await transaction
    .insert(cardUsageDayTotals)
    .values(changed)
    .onConflictDoUpdate({
      target: [cardUsageDayTotals.companyId, cardUsageDayTotals.day, cardUsageDayTotals.orgPath],
      set: {
        dataKilobytes: sql`${cardUsageDayTotals.dataKilobytes} + excluded.data_kb`,
        smsCount: sql`${cardUsageDayTotals.smsCount} + excluded.sms_count`,
        voiceMinutes: sql`${cardUsageDayTotals.voiceMinutes} + excluded.voice_minutes`,
        cardCount: sql`${cardUsageDayTotals.cardCount} + excluded.card_count`,
      },
    });
}

/** Sets each card's data used this month (the month of `today`, a carrier day) to the sum of its stored days. */
export async function refreshMonthUsage(
  transaction: Database,
  cardIds: readonly number[],
  today: string,
): Promise<void> {
  if (cardIds.length === 0) return;
  const { first, next } = monthBounds(today);
  const monthSum = sql`coalesce((select sum(${cardUsage.dataKilobytes}) from ${cardUsage}
    where ${cardUsage.cardId} = ${simCards.id} and ${cardUsage.day} >= ${first}::date
    and ${cardUsage.day} < ${next}::date), 0)`;
  await transaction
    .update(simCards)
    .set({ dataUsedMonthKilobytes: monthSum })
    .where(inArray(simCards.id, [...cardIds]));
}
