import { sql, type SQL } from 'drizzle-orm';
import { cardStatus } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { cardUsage } from '../schema/usage-schema';
import { selectionCondition, type CardSelection } from '../export/export-cards';

/** The companies a bill computation covers: some, or every company (null). */
export type BillCompanies = readonly number[] | null;

function companyCondition(column: SQL, companies: BillCompanies): SQL {
  if (companies === null) return sql`true`;
  if (companies.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    companies.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/** Cards billed in a month: live now, or with usage stored in the month (a card cancelled late in it). */
const billedStatuses = sql.raw([cardStatus.byName.activated, cardStatus.byName.suspended].join(', '));

/**
 * One row per card of the companies billed for the month `first`..`last` (dates): its numbers, place and
 * the month's usage summed from the stored days, with the newest sync that wrote one of them. A subquery
 * for the bill computation's INSERT … SELECT: no card passes through JavaScript.
 */
export function billedCardUsage(first: string, last: string, companies: BillCompanies): SQL {
  return sql`(
    select c.id as card_id, c.company_id, c.org_path, c.iccid, c.msisdn,
      coalesce(u.data_kb, 0)::bigint as data_kb, coalesce(u.sms_count, 0)::bigint as sms_count,
      coalesce(u.voice_minutes, 0)::bigint as voice_minutes, u.usage_as_of
    from ${simCards} c
    left join (
      select card_id, sum(data_kb) as data_kb, sum(sms_count) as sms_count, sum(voice_minutes) as voice_minutes,
        max(synced_at) as usage_as_of
      from ${cardUsage} where day between ${first}::date and ${last}::date
      group by card_id
    ) u on u.card_id = c.id
    where ${companyCondition(sql`c.company_id`, companies)}
      and (c.card_status in (${billedStatuses}) or u.card_id is not null)
  )`;
}

/** Every card's ICCID with its company and org path, to place a carrier's bill line. */
export function cardPlacesByIccid(): SQL {
  return sql`(select iccid, company_id, org_path from ${simCards})`;
}

/** The carrier accounts holding cards of the companies: each one's bill is fetched for reconciliation. */
export function carrierAccountsOfCompanies(companies: BillCompanies): SQL {
  return sql`select distinct ${simCards.carrierAccountId} as "accountId" from ${simCards}
    where ${simCards.carrierAccountId} is not null and ${companyCondition(sql`${simCards.companyId}`, companies)}`;
}

/** `company_id in (…)` for a bill table's column, shared so every statement scopes the same way. */
export function billCompanyCondition(column: SQL, companies: BillCompanies): SQL {
  return companyCondition(column, companies);
}

/**
 * The id and company of the cards a selection names within the caller's scope (chosen ids or a SIM card
 * list filter), as a subquery for a set-based assignment.
 */
export async function selectedCards(
  db: Database,
  caller: OperatorContext,
  selection: CardSelection,
): Promise<SQL> {
  const where = await selectionCondition(db, caller, selection);
  return sql`(select ${simCards.id} as card_id, ${simCards.companyId} as company_id from ${simCards}
    where ${where ?? sql`true`})`;
}
