import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { cardChangeItems, cardChangeOrders } from '../../platform/database/schema-card-changes';
import { requestFields, type ChangeRequest } from './change-kinds';
import type { CardForChange } from './change-targets';

/** A card of a new order: queued to be sent, or failed at once with the reason it was never sent. */
export interface NewItem {
  card: CardForChange;
  refusal?: { code: string; reason: string };
}

export interface NewOrder {
  request: ChangeRequest;
  reason: string | null;
  scheduledAt: Date | null;
  batch: boolean;
  unmatchedNumbers?: string[];
}

const rowsPerInsert = 1000;

/** Stores an order and its items in one transaction; answers the order's id. */
export async function createChangeOrder(
  db: Database,
  caller: OperatorContext,
  order: NewOrder,
  items: NewItem[],
): Promise<number> {
  const { request } = order;
  const targetStatus = request.kind === 'status' ? request.targetStatus : null;
  return db.transaction(async (transaction) => {
    const [created] = await transaction
      .insert(cardChangeOrders)
      .values({
        companyId: caller.companyId,
        orgId: caller.orgId,
        orgPath: caller.orgPath,
        operatorId: caller.operatorId,
        kind: request.kind,
        request: requestFields(request),
        targetStatus,
        reason: order.reason,
        batch: order.batch,
        unmatchedNumbers: order.unmatchedNumbers ?? [],
        scheduledAt: order.scheduledAt,
        state: order.scheduledAt ? 'scheduled' : 'pending',
        cardCount: items.length,
      })
      .returning({ id: cardChangeOrders.id });
    if (!created) throw new Error('the change order was not stored');
    const settledAt = new Date();
    for (let start = 0; start < items.length; start += rowsPerInsert) {
      await transaction.insert(cardChangeItems).values(
        items.slice(start, start + rowsPerInsert).map(({ card, refusal }) => ({
          orderId: created.id,
          cardId: card.id,
          companyId: card.companyId,
          iccid: card.iccid,
          carrierAccountId: card.carrierAccountId,
          state: refusal ? 'failed' : 'queued',
          fromStatus: request.kind === 'status' ? card.cardStatus : null,
          toStatus: targetStatus,
          reasonCode: refusal?.code ?? null,
          reason: refusal?.reason ?? null,
          settledAt: refusal ? settledAt : null,
        })),
      );
    }
    return created.id;
  });
}
