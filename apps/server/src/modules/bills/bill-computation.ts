import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { billCompanyCondition, billedCardUsage, type BillCompanies } from '../sim-cards';
import { billCardPlans, billRatePlans, cardBills, companyBills } from './bills-schema';
import { monthDays, startedMegabytes } from './bill-rounding';

/** Runs an INSERT (after `ctes`, each ending with a comma) and answers how many rows it wrote, on both drivers. */
async function insertedCount(db: Database, ctes: SQL, insert: SQL): Promise<number> {
  const result = await db.execute(
    sql`with ${ctes} inserted as (${insert} returning 1) select count(*)::int as count from inserted`,
  );
  return Number(executedRows<{ count: number }>(result)[0]?.count ?? 0);
}

/** What a computation wrote. */
export interface BillComputation {
  cardBills: number;
  companyBills: number;
}

/**
 * Computes the month's bills of the companies from the stored usage and the cards' rate plans, replacing
 * what an earlier run wrote (so running it twice gives the same bills): three set-based statements in one
 * transaction, whatever the number of cards.
 */
export async function computeMonthBills(
  db: Database,
  month: string,
  companies: BillCompanies,
  /** The cards' usage of the month: the stored usage, unless the demo brings its own. */
  usage: SQL = billedCardUsage(monthDays(month).first, monthDays(month).last, companies),
): Promise<BillComputation> {
  const { first } = monthDays(month);
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`delete from ${companyBills} where month = ${first}::date and ${billCompanyCondition(sql`company_id`, companies)}`,
    );
    await transaction.execute(
      sql`delete from ${cardBills} where month = ${first}::date and ${billCompanyCondition(sql`company_id`, companies)}`,
    );
    const overage = sql`case when p.pooled then 0 else greatest(u.data_kb - p.included_kb, 0) end`;
    const inserted = await insertedCount(
      transaction,
      sql``,
      sql`insert into ${cardBills} (month, card_id, company_id, org_path, iccid, msisdn, rate_plan_id, rate_plan_name,
        included_kb, pooled, monthly_fee_cents, data_kb, overage_kb, overage_cents, sms_count, sms_cents,
        voice_minutes, voice_cents, total_cents, usage_as_of, computed_at)
      select ${first}::date, card_id, company_id, org_path, iccid, msisdn, id, name, included_kb, pooled,
        monthly_fee_cents, data_kb, overage_kb, overage_cents, sms_count, sms_cents, voice_minutes, voice_cents,
        monthly_fee_cents + overage_cents + sms_cents + voice_cents, usage_as_of, now()
      from (
        select u.card_id, u.company_id, u.org_path, u.iccid, u.msisdn, p.id, p.name, p.included_kb, p.pooled,
          p.monthly_fee_cents, u.data_kb, ${overage} as overage_kb,
          ${startedMegabytes(overage)} * p.overage_cents_per_mb as overage_cents,
          u.sms_count, u.sms_count * p.sms_cents as sms_cents,
          u.voice_minutes, u.voice_minutes * p.voice_cents_per_minute as voice_cents, u.usage_as_of
        from ${usage} u
        join ${billCardPlans} a on a.card_id = u.card_id and a.company_id = u.company_id
        join ${billRatePlans} p on p.id = a.rate_plan_id
      ) priced`,
    );
    const companyRows = await insertedCount(
      transaction,
      sql`pools as (
        select b.company_id, ${startedMegabytes(sql`greatest(sum(b.data_kb) - sum(b.included_kb), 0)`)}
          * max(p.overage_cents_per_mb) as cents
        from ${cardBills} b join ${billRatePlans} p on p.id = b.rate_plan_id
        where b.month = ${first}::date and b.pooled and ${billCompanyCondition(sql`b.company_id`, companies)}
        group by b.company_id, b.rate_plan_id
      ), pool_totals as (select company_id, sum(cents)::bigint as cents from pools group by company_id),`,
      sql`insert into ${companyBills} (month, company_id, card_count, monthly_fee_cents, data_kb, overage_kb,
        overage_cents, sms_count, sms_cents, voice_minutes, voice_cents, pool_overage_cents, total_cents,
        usage_as_of, computed_at)
      select ${first}::date, b.company_id, count(*), sum(monthly_fee_cents), sum(data_kb), sum(overage_kb),
        sum(overage_cents), sum(sms_count), sum(sms_cents), sum(voice_minutes), sum(voice_cents),
        coalesce(max(t.cents), 0), sum(total_cents) + coalesce(max(t.cents), 0), max(usage_as_of), now()
      from ${cardBills} b left join pool_totals t on t.company_id = b.company_id
      where b.month = ${first}::date and ${billCompanyCondition(sql`b.company_id`, companies)}
      group by b.company_id`,
    );
    return { cardBills: inserted, companyBills: companyRows };
  });
}
