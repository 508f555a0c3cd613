import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { SeparationFilter, SeparationRow } from '@simdesk/contract/modules/security';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import type { KeysetSource } from './keyset-page';
import { parseDateTime } from '../../platform/http/paging';
import { cardAndImeiConditions, placeNameColumns, placeNames, withPlaceNames } from './placed-rows';
import { cardSeparations } from './security-schema';

/**
 * The separations the caller sees that match the filters; the list and the export both use it, so a file
 * holds what the page shows.
 */
export async function separationConditions(
  db: Database,
  caller: OperatorContext,
  filter: SeparationFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, {
    companyId: cardSeparations.companyId,
    orgPath: cardSeparations.orgPath,
  });
  if (filter.from) conditions.push(gte(cardSeparations.separatedAt, parseDateTime(filter.from)));
  if (filter.to) conditions.push(lte(cardSeparations.separatedAt, parseDateTime(filter.to)));
  if (filter.cardId !== undefined) conditions.push(eq(cardSeparations.cardId, filter.cardId));
  conditions.push(
    ...cardAndImeiConditions(filter, {
      iccid: cardSeparations.iccid,
      msisdn: cardSeparations.msisdn,
      imeis: [cardSeparations.oldImei, cardSeparations.newImei],
    }),
  );
  return and(...conditions);
}

/** Separations with their company and org names, as the list answers them. */
export async function selectSeparationRows(
  db: Database,
  where: SQL | undefined,
  order: SQL,
  limit: number,
): Promise<SeparationRow[]> {
  const query = db
    .select({ separation: cardSeparations, ...placeNameColumns })
    .from(cardSeparations)
    .$dynamic();
  const found = await withPlaceNames(query, cardSeparations).where(where).orderBy(order).limit(limit);
  return found.map(({ separation: { orgPath: _path, recordedAt: _recorded, ...separation }, ...names }) => ({
    ...separation,
    ...placeNames(names),
    separatedAt: separation.separatedAt.toISOString(),
  }));
}

/** The list's rows in keyset pages, newest first. */
export const separationSource: KeysetSource<SeparationRow> = {
  table: cardSeparations,
  key: cardSeparations.id,
  readPage: selectSeparationRows,
  keyOf: (row) => row.id,
};
