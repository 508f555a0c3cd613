import type { Queryable } from '../database/database';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';

interface OrderRow {
  orderNumber: string;
  kind: string;
  request: Record<string, unknown>;
  state: string;
  createdAt: Date;
  dueAt: Date;
  completedAt: Date | null;
}

interface ItemRow {
  iccid: string;
  state: string;
  reasonCode: string | null;
  reason: string | null;
  completedAt: Date | null;
}

const deliveryStates: Record<string, string> = {
  pending: 'submitted',
  success: 'delivered',
  failed: 'failed',
};

/**
 * An order of the account with every card's outcome; SMS orders add each message's delivery state.
 * `shownRequest` gives what an order of a kind shows of its request (personal data left out).
 */
export async function orderResult(
  database: Queryable,
  appId: string,
  orderNumber: string,
  shownRequest: (kind: string, request: Record<string, unknown>) => Record<string, unknown> = (
    _kind,
    request,
  ) => request,
) {
  const orders = await database.query<OrderRow>(
    `SELECT order_number AS "orderNumber", kind, request, state, created_at AS "createdAt", due_at AS "dueAt",
       completed_at AS "completedAt"
     FROM carrier_sim.orders WHERE order_number = $1 AND app_id = $2`,
    [orderNumber, appId],
  );
  const order = orders[0];
  if (!order)
    throw new CarrierError(404, carrierErrorCodes.orderNotFound, `no order ${orderNumber} in this account`);
  const items = await database.query<ItemRow>(
    `SELECT iccid, state, reason_code AS "reasonCode", reason, completed_at AS "completedAt"
     FROM carrier_sim.order_items WHERE order_number = $1 ORDER BY iccid`,
    [orderNumber],
  );
  return {
    orderNumber: order.orderNumber,
    kind: order.kind,
    request: shownRequest(order.kind, order.request),
    state: order.state,
    acceptedAt: order.createdAt.toISOString(),
    expectedCompletionAt: order.dueAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    items: items.map((item) => ({
      iccid: item.iccid,
      state: item.state,
      reasonCode: item.reasonCode,
      reason: item.reason,
      completedAt: item.completedAt?.toISOString() ?? null,
      ...(order.kind === 'sms' ? { deliveryState: deliveryStates[item.state] ?? item.state } : {}),
    })),
  };
}
