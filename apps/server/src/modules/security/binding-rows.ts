import { inArray, type SQL } from 'drizzle-orm';
import type { BindingStatusCode } from '@simdesk/contract';
import type { BindingFilter, BindingRow } from '@simdesk/contract/modules/security';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { isoOrNull } from '../../platform/database/place-names';
import { placedCardConditions, placedKeysetSource } from './placed-rows';
import { cardBindings } from './security-schema';

const scopedColumns = { companyId: cardBindings.companyId, orgPath: cardBindings.orgPath };

/** The bindings the caller may see at all. */
export function bindingScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, scopedColumns);
}

/** The bindings the caller sees that match the list's filters. */
export function bindingConditions(db: Database, caller: OperatorContext, filter: BindingFilter) {
  const status = filter.bindingStatus?.length
    ? inArray(cardBindings.bindingStatus, filter.bindingStatus)
    : undefined;
  const imeis = [cardBindings.boundImei, cardBindings.lastSeenImei] as const;
  return placedCardConditions(db, caller, filter, cardBindings, imeis, status);
}

/** The list's rows in keyset pages, newest first, with their company and org names. */
export const bindingSource = placedKeysetSource(
  cardBindings,
  cardBindings.cardId,
  (row: BindingRow) => row.cardId,
  ({ orgPath: _path, ...binding }, names) => ({
    ...binding,
    ...names,
    bindingStatus: binding.bindingStatus as BindingStatusCode,
    boundAt: isoOrNull(binding.boundAt),
    lastSeenAt: isoOrNull(binding.lastSeenAt),
    updatedAt: binding.updatedAt.toISOString(),
  }),
);
