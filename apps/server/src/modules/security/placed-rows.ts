import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { companies, organizations } from '../../platform/database/schema';
import { containsPattern } from '../../platform/database/contains-pattern';

/** The names of the company and org a row sits in, as the lists show them. */
export const placeNameColumns = { companyName: companies.name, orgName: organizations.name };

/** Joins a row's company and org (by its companyId and orgId columns) for placeNameColumns. */
export function withPlaceNames<Query extends PgSelect>(
  query: Query,
  columns: { companyId: AnyPgColumn; orgId: AnyPgColumn },
) {
  return query
    .leftJoin(companies, eq(companies.id, columns.companyId))
    .leftJoin(organizations, eq(organizations.id, columns.orgId));
}

/** The names as a row schema has them: a company always, an org when the row sits in one. */
export function placeNames(found: { companyName: string | null; orgName: string | null }) {
  return { companyName: found.companyName ?? '', orgName: found.orgName ?? null };
}

/** The number and IMEI filters both lists share: an exact ICCID or MSISDN, part of either IMEI. */
export function cardAndImeiConditions(
  filter: { cardNumber?: string | undefined; imei?: string | undefined },
  columns: { iccid: AnyPgColumn; msisdn: AnyPgColumn; imeis: readonly [AnyPgColumn, AnyPgColumn] },
): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.cardNumber) {
    conditions.push(or(eq(columns.iccid, filter.cardNumber), eq(columns.msisdn, filter.cardNumber)));
  }
  if (filter.imei) {
    const pattern = containsPattern(filter.imei);
    conditions.push(or(...columns.imeis.map((column) => ilike(column, pattern))));
  }
  return conditions;
}

/** An instant as answers carry it. */
export const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());
