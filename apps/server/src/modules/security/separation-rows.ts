import { eq, gte, lte } from 'drizzle-orm';
import type { SeparationFilter, SeparationRow } from '@simdesk/contract/modules/security';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { parseDateTime } from '../../platform/http/paging';
import { placedCardConditions, placedKeysetSource } from './placed-rows';
import { cardSeparations } from './security-schema';

/**
 * The separations the caller sees that match the filters; the list and the export both use it, so a file
 * holds what the page shows.
 */
export function separationConditions(db: Database, caller: OperatorContext, filter: SeparationFilter) {
  const imeis = [cardSeparations.oldImei, cardSeparations.newImei] as const;
  return placedCardConditions(
    db,
    caller,
    filter,
    cardSeparations,
    imeis,
    filter.from ? gte(cardSeparations.separatedAt, parseDateTime(filter.from)) : undefined,
    filter.to ? lte(cardSeparations.separatedAt, parseDateTime(filter.to)) : undefined,
    filter.cardId === undefined ? undefined : eq(cardSeparations.cardId, filter.cardId),
  );
}

/** The list's rows in keyset pages, newest first, with their company and org names. */
export const separationSource = placedKeysetSource(
  cardSeparations,
  cardSeparations.id,
  (row: SeparationRow) => row.id,
  ({ orgPath: _path, recordedAt: _recorded, ...separation }, names) => ({
    ...separation,
    ...names,
    separatedAt: separation.separatedAt.toISOString(),
  }),
);
