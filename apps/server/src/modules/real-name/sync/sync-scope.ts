// The cards a run reads, told again from what its row keeps: named card ids, a card-state filter, or every
// card of the starter's scope (evaluated for the starter, so an org's operator syncs only its subtree).
import { and, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { cardStateFilterSchema } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardIdsCondition, companyCardsCondition, placedCardConditions } from '../../sim-cards';
import { placedFilterOf } from '../card-state/card-state-rows';

/** What a run's row keeps of its scope. */
export const scopeDetailSchema = z.object({
  cardIds: z.array(z.number()).optional(),
  filter: cardStateFilterSchema.optional(),
});
export type ScopeDetail = z.infer<typeof scopeDetailSchema>;

/** The condition of the cards of a run of one company started by `caller`. */
export async function scopeCondition(
  db: Database,
  caller: OperatorContext,
  run: { companyId: number; scope: string; scopeDetail: unknown },
): Promise<SQL | undefined> {
  const detail = scopeDetailSchema.parse(run.scopeDetail);
  const company = companyCardsCondition(run.companyId);
  if (run.scope === 'cards') {
    const cardIds = detail.cardIds ?? [];
    return placedCardConditions(db, caller, {}, () => and(cardIdsCondition(cardIds), company) ?? company);
  }
  const filter = run.scope === 'filter' && detail.filter ? placedFilterOf(detail.filter) : {};
  return placedCardConditions(db, caller, filter, () => company);
}
