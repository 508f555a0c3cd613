import { and, count, eq, inArray } from 'drizzle-orm';
import type { ChangeItemRow, ChangeOrderKind, Page } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { pageWindow } from '../../../platform/http/paging';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';
import { cardScope } from '../shared/card-scope';
import { itemRows } from './change-order-rows';

/**
 * The changes of some kinds made to one card (or to every card the caller sees), newest first. Scoped by the
 * card, not by the order: the history belongs to the card, whoever changed it.
 */
export async function cardChangeHistory(
  db: Database,
  caller: OperatorContext,
  filter: { kinds: readonly ChangeOrderKind[]; cardId?: number },
  page: Page | undefined,
): Promise<{ rows: ChangeItemRow[]; total: number }> {
  const where = and(
    inArray(cardChangeOrders.kind, [...filter.kinds]),
    cardScope(caller),
    filter.cardId === undefined ? undefined : eq(cardChangeItems.cardId, filter.cardId),
  );
  const [total] = await db
    .select({ count: count() })
    .from(cardChangeItems)
    .innerJoin(cardChangeOrders, eq(cardChangeOrders.id, cardChangeItems.orderId))
    .innerJoin(simCards, eq(simCards.id, cardChangeItems.cardId))
    .where(where);
  return { rows: await itemRows(db, where, pageWindow(page), true), total: total?.count ?? 0 };
}
