import { sql } from 'drizzle-orm';
import { billDifferenceReason } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { billCompanyCondition, cardPlacesByIccid, type BillCompanies } from '../sim-cards';
import { billDifferences, cardBills, carrierBillLines, companyBills } from './bills-schema';
import { monthDays } from './bill-rounding';

const reason = billDifferenceReason.byName;

/**
 * Compares the month's card bills of the companies with the carrier's stored lines, card by card in one
 * statement, and lists each difference with its reason (replacing an earlier comparison); then writes the
 * carrier's total and the count of differences on each company bill. Answers the differences found.
 */
export async function reconcileMonth(db: Database, month: string, companies: BillCompanies): Promise<number> {
  const { first } = monthDays(month);
  const inCompanies = (column: string) => billCompanyCondition(sql.raw(column), companies);
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`delete from ${billDifferences} where month = ${first}::date and ${inCompanies('company_id')}`,
    );
    const found = await transaction.execute(sql`
      with ours as (select * from ${cardBills} where month = ${first}::date and ${inCompanies('company_id')}),
      theirs as (
        select l.*, c.company_id, c.org_path from ${carrierBillLines} l
        join ${cardPlacesByIccid()} c on c.iccid = l.iccid
        where l.month = ${first}::date and ${inCompanies('c.company_id')}
      ),
      pairs as (
        select coalesce(o.company_id, t.company_id) as company_id, coalesce(o.org_path, t.org_path) as org_path,
          coalesce(o.iccid, t.iccid) as iccid, o.iccid is not null as billed_here,
          t.iccid is not null as billed_there, t.issued_at,
          o.monthly_fee_cents as our_fee, t.monthly_fee_cents as their_fee,
          o.overage_cents as our_overage, t.overage_cents as their_overage,
          o.sms_cents as our_sms, t.sms_cents as their_sms, o.voice_cents as our_voice, t.voice_cents as their_voice,
          o.total_cents as our_total, t.total_cents as their_total
        from ours o full join theirs t on t.iccid = o.iccid
      ),
      inserted as (
        insert into ${billDifferences} (month, company_id, org_path, iccid, reason, our_cents, carrier_cents,
          carrier_issued_at)
        select ${first}::date, p.company_id, p.org_path, p.iccid, d.reason, d.ours, d.theirs,
          coalesce(p.issued_at, (select max(issued_at) from theirs))
        from pairs p cross join lateral (values
          (${reason.missingAtCarrier}::smallint, p.our_total, null::bigint, not p.billed_there),
          (${reason.missingHere}::smallint, null::bigint, p.their_total, not p.billed_here),
          (${reason.feeDiffers}::smallint, p.our_fee, p.their_fee, p.billed_here and p.billed_there and p.our_fee <> p.their_fee),
          (${reason.overageDiffers}::smallint, p.our_overage, p.their_overage,
            p.billed_here and p.billed_there and p.our_overage <> p.their_overage),
          (${reason.smsDiffers}::smallint, p.our_sms, p.their_sms, p.billed_here and p.billed_there and p.our_sms <> p.their_sms),
          (${reason.voiceDiffers}::smallint, p.our_voice, p.their_voice,
            p.billed_here and p.billed_there and p.our_voice <> p.their_voice)
        ) as d(reason, ours, theirs, applies)
        where d.applies and exists (select 1 from theirs)
        returning 1
      )
      select count(*)::int as count from inserted`);
    await transaction.execute(sql`
      update ${companyBills} b set carrier_total_cents = t.total, carrier_issued_at = t.issued_at,
        difference_count = coalesce((select count(*) from ${billDifferences} d
          where d.month = b.month and d.company_id = b.company_id), 0)
      from (
        select c.company_id, sum(l.total_cents)::bigint as total, max(l.issued_at) as issued_at
        from ${carrierBillLines} l join ${cardPlacesByIccid()} c on c.iccid = l.iccid
        where l.month = ${first}::date and ${inCompanies('c.company_id')}
        group by c.company_id
      ) t
      where b.month = ${first}::date and b.company_id = t.company_id`);
    const [counted] = executedRows<{ count: number }>(found);
    return Number(counted?.count ?? 0);
  });
}
