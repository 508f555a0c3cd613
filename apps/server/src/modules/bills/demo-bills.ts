import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import type { DemoWorld } from '../../platform/demo/demo-world';
import { carrierAccountsOfCompanies, cardsOfCompany, demoBilledCardUsage } from '../sim-cards';
import { computeMonthBills } from './bill-computation';
import { reconcileMonth } from './bill-reconciliation';
import { kilobytesPerMegabyte, monthBefore, monthDays } from './bill-rounding';
import { billCardPlans, billRatePlans, carrierBillLines, cardBills } from './bills-schema';

/** The carrier's own price list (apps/carrier-sim README), so most demo bills agree with the carrier's. */
const carrierPlans = [
  { name: 'IoT Vehicle 1 GB/month', monthlyFeeCents: 1500, megabytes: 1024, overage: 29 },
  { name: 'IoT Vehicle 5 GB/month', monthlyFeeCents: 4000, megabytes: 5120, overage: 20 },
  { name: 'IoT Vehicle 20 GB/month', monthlyFeeCents: 10000, megabytes: 20480, overage: 10 },
  { name: 'IoT Telematics 100 MB/month', monthlyFeeCents: 500, megabytes: 100, overage: 50 },
] as const;

const billedCards = 120;

/**
 * Two closed months of Aurora's bills: rate plans like the carrier's, usage for 120 cards, the bills computed,
 * and the carrier's bill as if fetched, with a few lines that disagree so the reconciliation has reasons.
 */
export async function seedDemoBills(db: Database, world: DemoWorld): Promise<void> {
  const companyId = world.makerCompanyId;
  const plans = await db
    .insert(billRatePlans)
    .values(
      carrierPlans.map((plan) => ({
        companyId,
        name: plan.name,
        monthlyFeeCents: plan.monthlyFeeCents,
        includedKilobytes: plan.megabytes * kilobytesPerMegabyte,
        overageCentsPerMegabyte: plan.overage,
        smsCents: 10,
        voiceCentsPerMinute: 15,
      })),
    )
    .returning({ id: billRatePlans.id });
  const cards = await cardsOfCompany(db, companyId, billedCards);
  // The last three cards keep no plan here: the carrier bills them, so they show as "not billed here".
  await db.insert(billCardPlans).values(
    cards.slice(0, -3).map((card, index) => ({
      cardId: card.id,
      companyId,
      ratePlanId: plans[index % 2 === 0 ? 0 : index % plans.length]?.id ?? 0,
    })),
  );
  const months = [monthBefore(2), monthBefore(1)];
  const [account] = executedRows<{ accountId: number }>(
    await db.execute(carrierAccountsOfCompanies([companyId])),
  );
  for (const month of months) {
    const { first, last } = monthDays(month);
    const usage = demoBilledCardUsage(first, last, companyId, billedCards);
    await computeMonthBills(db, month, [companyId], usage);
    await seedCarrierLines(db, month, companyId, Number(account?.accountId ?? 0), usage);
    await reconcileMonth(db, month, [companyId]);
  }
}

/** The carrier's lines: ours, but one card missing, one overage and one SMS charge off, and the cards we skip. */
async function seedCarrierLines(
  db: Database,
  month: string,
  companyId: number,
  accountId: number,
  usage: SQL,
) {
  const { first } = monthDays(month);
  const issuedAt = sql`(${first}::date + interval '1 month 3 hours')`;
  await db.execute(sql`
    insert into ${carrierBillLines} (month, account_id, iccid, rate_plan, monthly_fee_cents, data_kb, overage_cents,
      sms_cents, voice_cents, total_cents, issued_at)
    select month, ${accountId}, iccid, rate_plan_name, monthly_fee_cents, data_kb,
      overage_cents + case when card_id % 23 = 0 then 58 else 0 end,
      sms_cents + case when card_id % 31 = 0 then 20 else 0 end, voice_cents,
      total_cents + case when card_id % 23 = 0 then 58 else 0 end + case when card_id % 31 = 0 then 20 else 0 end,
      ${issuedAt}
    from ${cardBills} where month = ${first}::date and company_id = ${companyId} and card_id % 37 <> 3`);
  await db.execute(sql`
    insert into ${carrierBillLines} (month, account_id, iccid, rate_plan, monthly_fee_cents, data_kb, overage_cents,
      sms_cents, voice_cents, total_cents, issued_at)
    select ${first}::date, ${accountId}, u.iccid, ${carrierPlans[0].name}, 1500, u.data_kb, 0, u.sms_count * 10,
      u.voice_minutes * 15, 1500 + u.sms_count * 10 + u.voice_minutes * 15, ${issuedAt}
    from ${usage} u
    where u.data_kb > 0 and not exists (select 1 from ${billCardPlans} a where a.card_id = u.card_id)`);
}
