import type { SQL } from 'drizzle-orm';
import type { SimCardFilter } from '@simdesk/contract';
import { callerScope } from '../../../platform/auth/data-scope';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';

/** The cards the caller may see at all: their company and org subtree, or every company for carrier staff. */
export function cardScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, { companyId: simCards.companyId, orgPath: simCards.orgPath });
}

/** A card with where it sits (company and org path): what a bulk job checks or copies for scoping. */
export const cardPlacementColumns = {
  id: simCards.id,
  iccid: simCards.iccid,
  companyId: simCards.companyId,
  orgPath: simCards.orgPath,
};

/** The scope narrowed by the company and org filters (platform/auth/narrowed-scope.ts). */
export function narrowedCardScope(
  db: Database,
  caller: OperatorContext,
  filter: Pick<SimCardFilter, 'companyId' | 'orgId'>,
): Promise<(SQL | undefined)[]> {
  return narrowedScope(db, caller, filter, { companyId: simCards.companyId, orgPath: simCards.orgPath });
}
