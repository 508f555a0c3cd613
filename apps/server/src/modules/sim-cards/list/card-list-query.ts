import { eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type SimCardFilter, type SimCardPage, type SimCardRow } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { arrayRowReader, queryArrayRows, renderedOnce } from '../../../platform/database/driver-rows';
import { companies, organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { badRequest } from '../../../platform/http/app-error';
import { allOf } from '../../../platform/database/conditions';
import {
  cardNumbersCondition,
  keysetCondition,
  simCardFilterConditions,
  sortCardNumbers,
} from '../shared/card-filter';
import { narrowedCardScope } from '../shared/card-scope';
import { cappedCount, recentEstimate, totalAbove } from '../shared/estimated-count';

/** Up to this many matches are counted exactly; above it the planner's estimate is good enough for a pager. */
export const exactCountLimit = 10_000;

/** A batch or single number that names no card kind is refused, so a typo is never read as "no such card". */
function numbersCondition(filter: SimCardFilter): SQL | undefined {
  const numbers = [...(filter.batchNumbers ?? []), ...(filter.cardNumber ? [filter.cardNumber] : [])];
  if (numbers.length === 0) return undefined;
  const sorted = sortCardNumbers(numbers, filter.cardNumber ? filter.numberType : undefined);
  if (sorted.unknown.length > 0) {
    const shown = sorted.unknown.slice(0, 5).join(', ');
    throw badRequest(`not an ICCID, MSISDN or IMSI: ${shown}${sorted.unknown.length > 5 ? ' …' : ''}`);
  }
  return cardNumbersCondition(sorted);
}

/** Every condition of a list request except the keyset: the same set counts the total. */
export async function simCardConditions(
  db: Database,
  caller: OperatorContext,
  filter: SimCardFilter,
): Promise<SQL | undefined> {
  const scope = await narrowedCardScope(db, caller, filter);
  return allOf([...scope, ...simCardFilterConditions(filter), numbersCondition(filter)]);
}

export const simCardListColumns = {
  id: simCards.id,
  companyId: simCards.companyId,
  companyName: companies.name,
  orgId: simCards.orgId,
  orgName: organizations.name,
  carrierAccountId: simCards.carrierAccountId,
  carrier: simCards.carrier,
  iccid: simCards.iccid,
  msisdn: simCards.msisdn,
  imsi: simCards.imsi,
  imei: simCards.imei,
  cardStatus: simCards.cardStatus,
  realNameStatus: simCards.realNameStatus,
  vehicleStatus: simCards.vehicleStatus,
  vin: simCards.vin,
  openedAt: simCards.openedAt,
  activatedAt: simCards.activatedAt,
  ratePlan: simCards.ratePlan,
  dataUsedMonthKilobytes: simCards.dataUsedMonthKilobytes,
  remark: simCards.remark,
  tags: simCards.tags,
  statusChangedAt: simCards.statusChangedAt,
};

/** How the list joins a card to its company and org: the export reads through the same joins. */
export const companyOfCard = eq(companies.id, simCards.companyId);
export const orgOfCard = eq(organizations.id, simCards.orgId);

// The list's select and joins never change: rendered once, so a page call builds only its conditions.
const cardListSelect = renderedOnce(
  new QueryBuilder()
    .select(simCardListColumns)
    .from(simCards)
    .leftJoin(companies, companyOfCard)
    .leftJoin(organizations, orgOfCard)
    .getSQL(),
);
const readCardRow = arrayRowReader<SimCardRow>(simCardListColumns);

/** Up to `limit` cards matching `where`, newest first, read straight from the driver (the list's hot path). */
async function selectCardRows(db: Database, where: SQL | undefined, limit: number): Promise<SimCardRow[]> {
  const rows = await queryArrayRows(
    db,
    sql`${cardListSelect} where ${where ?? sql`true`} order by ${simCards.id} desc limit ${limit}`,
  );
  return rows.map(readCardRow);
}

/**
 * A page of the cards named by numbers (a batch names at most 1,000), in one statement: their few matches are
 * found once by id through the number indexes, then counted and paged from that set (the page's ids as one array,
 * read through the primary key). Matched twice (page and count), the page would walk the id index backwards
 * testing every card against the thousand numbers.
 * Undefined when more match than are counted exactly (the caller lists them as any filter).
 */
async function listNamedCards(
  db: Database,
  where: SQL | undefined,
  request: { cursor?: number; pageSize: number },
): Promise<SimCardPage | undefined> {
  const keyset = request.cursor === undefined ? sql`true` : sql`matched.id < ${request.cursor}`;
  const rows = await queryArrayRows(
    db,
    sql`with matched as materialized (
        select ${simCards.id} from ${simCards} where ${where ?? sql`true`} limit ${exactCountLimit + 1})
      select (select count(*)::int from matched) as count, page.* from (select 1) as one
      left join lateral (${cardListSelect} where ${simCards.id} = any(array(
          select matched.id from matched where ${keyset} order by matched.id desc limit ${request.pageSize + 1}))
        order by ${simCards.id} desc) as page on true
      order by page.id desc`,
    // The number indexes find the few matches whatever the values: one plan serves every batch.
    { prepared: true },
  );
  const { count, page } = countedPageOf(rows, request.pageSize);
  return count > exactCountLimit ? undefined : { ...page, total: count, totalIsEstimate: false };
}

/** A page of `pageSize` cards from one more than that, and where the next page starts. */
function pageOf(found: SimCardRow[], pageSize: number): Pick<SimCardPage, 'cards' | 'nextCursor'> {
  const cards = found.slice(0, pageSize);
  const last = cards.at(-1);
  return { cards, nextCursor: found.length > pageSize && last ? last.id : null };
}

/** The rows of a count joined to a page (the count on every row, no card when the page is empty). */
function countedPageOf(rows: unknown[][], pageSize: number) {
  const found = rows.filter((row) => row[1] !== null).map((row) => readCardRow(row.slice(1)));
  return { count: Number(rows[0]?.[0] ?? 0), page: pageOf(found, pageSize) };
}

/** One keyset page of the list, newest card first, with its total (exact when small, else estimated). */
export async function listSimCards(
  db: Database,
  caller: OperatorContext,
  request: SimCardFilter & { cursor?: number; pageSize: number },
): Promise<SimCardPage> {
  const where = await simCardConditions(db, caller, request);
  const namesCards = (request.batchNumbers?.length ?? 0) > 0 || Boolean(request.cardNumber);
  const named = namesCards ? await listNamedCards(db, where, request) : undefined;
  if (named) return named;
  const pageWhere = allOf([where, keysetCondition(request.cursor)]) ?? sql`true`;
  const estimate = recentEstimate(db, where);
  if (estimate !== undefined) {
    const found = await selectCardRows(db, pageWhere, request.pageSize + 1);
    return { ...pageOf(found, request.pageSize), total: estimate, totalIsEstimate: true };
  }
  // The page and its capped count in one round trip: the count row is there even when the page is empty.
  const rows = await queryArrayRows(
    db,
    sql`select counted.count, page.* from (${cappedCount(where, exactCountLimit)}) as counted
      left join lateral (${cardListSelect} where ${pageWhere}
        order by ${simCards.id} desc limit ${request.pageSize + 1}) as page on true
      order by page.id desc`,
  );
  const { count, page } = countedPageOf(rows, request.pageSize);
  const { total, isEstimate } = await totalAbove(db, where, count, exactCountLimit);
  return { ...page, total, totalIsEstimate: isEstimate };
}
