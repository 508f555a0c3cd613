import { and, inArray, type SQL } from 'drizzle-orm';
import type { BindingStatusCode } from '@simdesk/contract';
import type { BindingFilter, BindingRow } from '@simdesk/contract/modules/security';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import type { KeysetSource } from './keyset-page';
import {
  cardAndImeiConditions,
  isoOrNull,
  placeNameColumns,
  placeNames,
  withPlaceNames,
} from './placed-rows';
import { cardBindings } from './security-schema';

const scopedColumns = { companyId: cardBindings.companyId, orgPath: cardBindings.orgPath };

/** The bindings the caller may see at all. */
export function bindingScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, scopedColumns);
}

/** The bindings the caller sees that match the list's filters. */
export async function bindingConditions(
  db: Database,
  caller: OperatorContext,
  filter: BindingFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, scopedColumns);
  if (filter.bindingStatus?.length)
    conditions.push(inArray(cardBindings.bindingStatus, filter.bindingStatus));
  conditions.push(
    ...cardAndImeiConditions(filter, {
      iccid: cardBindings.iccid,
      msisdn: cardBindings.msisdn,
      imeis: [cardBindings.boundImei, cardBindings.lastSeenImei],
    }),
  );
  return and(...conditions);
}

/** Binding rows with their company and org names, as the list answers them. */
export async function selectBindingRows(
  db: Database,
  where: SQL | undefined,
  order: SQL,
  limit: number,
): Promise<BindingRow[]> {
  const query = db
    .select({ binding: cardBindings, ...placeNameColumns })
    .from(cardBindings)
    .$dynamic();
  const found = await withPlaceNames(query, cardBindings).where(where).orderBy(order).limit(limit);
  return found.map(({ binding: { orgPath: _path, ...binding }, ...names }) => ({
    ...binding,
    ...placeNames(names),
    bindingStatus: binding.bindingStatus as BindingStatusCode,
    boundAt: isoOrNull(binding.boundAt),
    lastSeenAt: isoOrNull(binding.lastSeenAt),
    updatedAt: binding.updatedAt.toISOString(),
  }));
}

/** The list's rows in keyset pages, newest first. */
export const bindingSource: KeysetSource<BindingRow> = {
  table: cardBindings,
  key: cardBindings.cardId,
  readPage: selectBindingRows,
  keyOf: (row) => row.cardId,
};
