import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { demoCarrierAppId } from '../../carrier-account/testing';

/** The demo carrier account, pointed at a test simulator, with every demo card provisioned through it. */
export async function useDemoAccountAt(db: Database, baseUrl: string): Promise<number> {
  const [account] = await db
    .update(carrierAccounts)
    .set({ baseUrl })
    .where(eq(carrierAccounts.appId, demoCarrierAppId))
    .returning({ id: carrierAccounts.id });
  if (!account) throw new Error('no demo carrier account');
  await db.update(simCards).set({ carrierAccountId: account.id });
  return account.id;
}

export interface StoredDay {
  cardId: number;
  day: string;
  dataKilobytes: number;
  complete: boolean;
  syncedAt: string;
}

/** Every stored card day, in key order. */
export async function storedDays(db: Database): Promise<StoredDay[]> {
  const result = await db.execute(sql`
    select card_id::int as "cardId", to_char(day, 'YYYY-MM-DD') as day, data_kb::float8 as "dataKilobytes",
      complete, synced_at::text as "syncedAt"
    from card_usage order by card_id, day`);
  return (result as unknown as { rows: StoredDay[] }).rows;
}

/**
 * Differences between the day totals and the sum of the card rows they stand for; empty when they agree.
 */
export async function totalsMismatches(db: Database): Promise<unknown[]> {
  const result = await db.execute(sql`
    with summed as (
      select company_id, coalesce(org_path, '') as org_path, day, sum(data_kb) as data_kb,
        sum(sms_count) as sms_count, sum(voice_minutes) as voice_minutes, count(*) as card_count
      from card_usage group by 1, 2, 3
    )
    select coalesce(summed.day, totals.day)::text as day, summed.data_kb::text as summed, totals.data_kb::text as kept
    from summed full join card_usage_day_totals totals
      on totals.company_id = summed.company_id and totals.org_path = summed.org_path and totals.day = summed.day
    where (summed.data_kb is distinct from totals.data_kb or summed.card_count is distinct from totals.card_count
      or summed.sms_count is distinct from totals.sms_count
      or summed.voice_minutes is distinct from totals.voice_minutes)
      -- A group every card has left keeps a row of zeros.
      and not (summed.day is null and totals.card_count = 0 and totals.data_kb = 0)`);
  return (result as unknown as { rows: unknown[] }).rows;
}

/** Cards whose data_used_month_kb is not the sum of their stored days in the month starting `first`. */
export async function monthUsageMismatches(db: Database, first: string, next: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as "count" from sim_cards card
    where card.data_used_month_kb <> coalesce((select sum(usage.data_kb) from card_usage usage
      where usage.card_id = card.id and usage.day >= ${first}::date and usage.day < ${next}::date), 0)`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? -1;
}
