import { sql, type SQL } from 'drizzle-orm';
import { simCards } from '../schema/cards-schema';

/**
 * A demo month's usage of the company's first `cardLimit` cards, in the shape of billedCardUsage, made up in
 * SQL (steady telematics, a few heavy users, some SMS and calls) instead of stored: the demo's bills look real
 * while card_usage keeps only what a sync stored, as the usage tests and the dashboard expect.
 */
export function demoBilledCardUsage(first: string, last: string, companyId: number, cardLimit: number): SQL {
  return sql`(
    select c.id as card_id, c.company_id, c.org_path, c.iccid, c.msisdn,
      sum((c.id * 7919 + d.n * 104729) % 25000 * (case when c.id % 9 = 0 then 4 else 1 end))::bigint as data_kb,
      sum(case when (c.id + d.n) % 4 = 0 then 2 else 0 end)::bigint as sms_count,
      sum(case when (c.id * d.n) % 11 = 0 then 3 else 0 end)::bigint as voice_minutes,
      ${last}::date + interval '1 day 17 hours 30 minutes' as usage_as_of
    from ${simCards} c cross join generate_series(0, ${last}::date - ${first}::date) as d(n)
    where c.id in (select id from ${simCards} where company_id = ${companyId} order by id limit ${cardLimit})
    group by c.id
  )`;
}
