import { asc, inArray } from 'drizzle-orm';
import { status as statusCodes } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';
import { AppError } from '../../../platform/http/app-error';
import { requestFields, type ChangeRequest } from './change-kinds';
import { openChangesOf, type CardForChange } from './change-targets';

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

/**
 * Refuses the cards that already have an open change of this kind. The cards' rows are locked first (in id
 * order, so two orders never deadlock), so of two requests racing for one card the second sees the first's
 * order: one change at a time per card and kind, whatever the number of processes. A single change is refused
 * as a whole (409); a batch carries the refusal on the card's item.
 */
async function refuseCardsInProgress(
  transaction: Database,
  order: NewOrder,
  items: readonly NewItem[],
): Promise<NewItem[]> {
  const queued = items.filter((item) => !item.refusal).map((item) => item.card.id);
  if (order.request.kind === 'sms' || queued.length === 0) return [...items];
  for (let start = 0; start < queued.length; start += rowsPerInsert) {
    await transaction
      .select({ id: simCards.id })
      .from(simCards)
      .where(inArray(simCards.id, queued.slice(start, start + rowsPerInsert)))
      .orderBy(asc(simCards.id))
      .for('update');
  }
  const open = await openChangesOf(transaction, order.request.kind, queued);
  return items.map((item) => {
    const inProgress = item.refusal ? undefined : open.get(item.card.id);
    if (inProgress === undefined) return item;
    const reason = `a ${order.request.kind} change is in progress (order ${inProgress})`;
    if (!order.batch) {
      throw new AppError(
        statusCodes.conflict,
        `card ${item.card.iccid} already has ${reason}: wait for it to finish`,
      );
    }
    return { ...item, refusal: { code: 'CHANGE_IN_PROGRESS', reason } };
  });
}

/**
 * Stores an order and its items in one transaction, refusing cards with a change of the kind in progress;
 * answers the order's id.
 */
export async function createChangeOrder(
  db: Database,
  caller: OperatorContext,
  order: NewOrder,
  newItems: NewItem[],
): Promise<number> {
  const { request } = order;
  const targetStatus = request.kind === 'status' ? request.targetStatus : null;
  return db.transaction(async (transaction) => {
    const items = await refuseCardsInProgress(transaction, order, newItems);
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
