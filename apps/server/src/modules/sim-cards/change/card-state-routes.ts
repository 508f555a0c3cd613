import { and, count, eq, exists, gte, inArray, lte } from 'drizzle-orm';
import {
  apnPccChangeHistoryCall,
  cancellableChangeOrderStates,
  cardStateCancelCall,
  cardStateDetailCall,
  cardStateListCall,
  status as statusCodes,
} from '@simdesk/contract';
import { callerScope } from '../../../platform/auth/data-scope';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { AppError, notFound } from '../../../platform/http/app-error';
import { pageWindow, parseDateTime } from '../../../platform/http/paging';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { cardChangeHistory } from './card-change-history';
import { countItems, itemRows, orderRow, orderRows } from './change-order-rows';
import { settleItem } from './change-settlement';
import { cardChangeOrdersScope } from './single-change';

/** The card state page: change orders, one order's cards, cancelling a scheduled one; and APN/PCC history. */
export function registerCardStateCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(cardStateListCall, async ({ obj, page, caller }) => {
    const where = and(
      callerScope(caller, cardChangeOrdersScope),
      obj.state ? eq(cardChangeOrders.state, obj.state) : undefined,
      obj.kind ? eq(cardChangeOrders.kind, obj.kind) : undefined,
      obj.from ? gte(cardChangeOrders.createdAt, parseDateTime(obj.from)) : undefined,
      obj.to ? lte(cardChangeOrders.createdAt, parseDateTime(obj.to)) : undefined,
      obj.iccid
        ? exists(
            db
              .select({ id: cardChangeItems.id })
              .from(cardChangeItems)
              .where(
                and(eq(cardChangeItems.orderId, cardChangeOrders.id), eq(cardChangeItems.iccid, obj.iccid)),
              ),
          )
        : undefined,
    );
    const [total] = await db.select({ count: count() }).from(cardChangeOrders).where(where);
    return { rows: await orderRows(db, where, pageWindow(page)), total: total?.count ?? 0 };
  });

  registrar.guardedCall(cardStateDetailCall, async ({ obj, page, caller }) => {
    const order = await orderRow(db, obj.orderId, callerScope(caller, cardChangeOrdersScope));
    if (!order) throw notFound(`no change order ${obj.orderId}`);
    const where = and(
      eq(cardChangeItems.orderId, order.id),
      obj.itemState ? eq(cardChangeItems.state, obj.itemState) : undefined,
    );
    const window = pageWindow(page ?? { pageIndex: 1, pageSize: 20 });
    return {
      rows: [{ order, items: await itemRows(db, where, window), itemTotal: await countItems(db, where) }],
    };
  });

  registrar.guardedCall(cardStateCancelCall, async ({ obj, caller }) => {
    const scope = callerScope(caller, cardChangeOrdersScope);
    const before = await orderRow(db, obj.orderId, scope);
    if (!before) throw notFound(`no change order ${obj.orderId}`);
    // Only while still scheduled: the tracker claims due orders by the same condition, so one of the two wins.
    const [cancelled] = await db
      .update(cardChangeOrders)
      .set({ state: 'cancelled', finishedAt: new Date() })
      .where(
        and(
          eq(cardChangeOrders.id, obj.orderId),
          inArray(cardChangeOrders.state, [...cancellableChangeOrderStates]),
        ),
      )
      .returning();
    if (!cancelled) {
      throw new AppError(
        statusCodes.conflict,
        `change order ${obj.orderId} is ${before.state}: only a scheduled order can be cancelled, a sent change cannot be called back`,
      );
    }
    const queued = await db
      .select()
      .from(cardChangeItems)
      .where(and(eq(cardChangeItems.orderId, obj.orderId), inArray(cardChangeItems.state, ['queued'])));
    for (const item of queued) {
      await settleItem(
        db,
        {
          ...item,
          kind: cancelled.kind,
          request: cancelled.request,
          reason: cancelled.reason,
          operatorId: cancelled.operatorId,
        },
        {
          state: 'failed',
          reasonCode: 'CANCELLED',
          reason: `cancelled by ${caller.account} before it was sent`,
        },
      );
    }
    const row = await orderRow(db, obj.orderId, scope);
    if (!row) throw notFound(`no change order ${obj.orderId}`);
    return { rows: [row], auditTarget: `order ${obj.orderId}` };
  });

  registrar.guardedCall(apnPccChangeHistoryCall, async ({ obj, page, caller }) =>
    cardChangeHistory(db, caller, { kinds: ['apn', 'pcc'], cardId: obj.cardId }, page),
  );
}
