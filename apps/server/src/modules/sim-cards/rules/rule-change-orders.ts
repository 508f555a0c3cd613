import { sql, type SQL } from 'drizzle-orm';
import { cardStatus, cardStatusTransitions, type CardStatusCode } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { executedRows } from '../../../platform/database/driver-rows';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';

/** A status change a rule asks for, as a batch order of the card change path (tracked, paced, reported). */
export interface RuleStatusChange {
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  /** The rule's owner: the order and its task are theirs. */
  operatorId: number;
  /** A query answering the ids of the cards to change. */
  cardIds: SQL;
  targetStatus: number;
  reason: string;
  /** When the tracker sends it: now for the action, later for its undo. */
  scheduledAt: Date;
  /**
   * False for an undo, stored before the change it reverses has happened: its cards are checked by the carrier
   * when it is sent, not now.
   */
  checked: boolean;
}

export interface QueuedRuleChange {
  orderId: number;
  queued: number;
  refused: number;
}

/** The statuses from which a card may move to the target (the contract's transitions). */
function statusesLeadingTo(target: number): number[] {
  return cardStatus.codes.filter((from) => cardStatusTransitions[from].includes(target as CardStatusCode));
}

/**
 * Stores a scheduled batch order for the cards in one INSERT … SELECT: a card that cannot move to the target,
 * or has a status change in progress, is stored failed with the reason (as a manual batch does); the tracker
 * sends the rest when due, through the same throttled, tracked path. Null when no card was given.
 */
export async function queueRuleStatusChange(
  db: Database,
  change: RuleStatusChange,
): Promise<QueuedRuleChange | null> {
  return db.transaction(async (transaction) => {
    const [order] = await transaction
      .insert(cardChangeOrders)
      .values({
        companyId: change.companyId,
        orgId: change.orgId,
        orgPath: change.orgPath,
        operatorId: change.operatorId,
        kind: 'status',
        request: { targetStatus: change.targetStatus },
        targetStatus: change.targetStatus,
        reason: change.reason,
        batch: true,
        scheduledAt: change.scheduledAt,
        state: 'scheduled',
      })
      .returning({ id: cardChangeOrders.id });
    if (!order) throw new Error('the change order was not stored');
    const allowed = statusesLeadingTo(change.targetStatus);
    const allowedList = allowed.length > 0 ? sql.raw(allowed.join(', ')) : sql`null`;
    const result = await transaction.execute(sql`
      with cards as (
        select c.id, c.company_id, c.iccid, c.carrier_account_id, c.card_status,
          ${change.checked ? sql`c.card_status in (${allowedList})` : sql`true`} as may_move,
          ${change.checked ? sql`` : sql`false and`} exists (
            select 1 from ${cardChangeItems} i join ${cardChangeOrders} o on o.id = i.order_id
            where i.card_id = c.id and i.settled_at is null and o.kind = 'status'
              and o.state in ('scheduled', 'pending') and o.id <> ${order.id}
          ) as in_progress
        from ${simCards} c
        where c.id in (${change.cardIds}) and c.company_id = ${change.companyId}
      ), inserted as (
        insert into ${cardChangeItems} (order_id, card_id, company_id, iccid, carrier_account_id, state,
          from_status, to_status, reason_code, reason, settled_at)
        select ${order.id}, id, company_id, iccid, carrier_account_id,
          case when may_move and not in_progress then 'queued' else 'failed' end,
          card_status, ${change.targetStatus},
          case when not may_move then 'TRANSITION_REFUSED' when in_progress then 'CHANGE_IN_PROGRESS' end,
          case when not may_move then 'the card cannot change to this status from its current one'
            when in_progress then 'a status change is in progress' end,
          case when may_move and not in_progress then null else now() end
        from cards
        returning state
      )
      select count(*) filter (where state = 'queued')::int as queued,
        count(*) filter (where state = 'failed')::int as refused
      from inserted
    `);
    const [counts] = executedRows<{ queued: number; refused: number }>(result);
    const queued = Number(counts?.queued ?? 0);
    const refused = Number(counts?.refused ?? 0);
    if (queued + refused === 0) {
      await transaction.delete(cardChangeOrders).where(sql`${cardChangeOrders.id} = ${order.id}`);
      return null;
    }
    // Nothing to send: the order is over at once, like a manual batch whose every card was refused.
    await transaction
      .update(cardChangeOrders)
      .set({
        cardCount: queued + refused,
        ...(queued === 0 ? { state: 'failed', finishedAt: new Date() } : {}),
      })
      .where(sql`${cardChangeOrders.id} = ${order.id}`);
    return { orderId: order.id, queued, refused };
  });
}

/** The cards of an order that were queued, by the status they had: what an undo changes back, and to what. */
export async function queuedCardsByStatus(db: Database, orderId: number): Promise<Map<number, SQL>> {
  const result = await db.execute(sql`
    select distinct from_status from ${cardChangeItems}
    where order_id = ${orderId} and reason_code is null and from_status is not null`);
  const statuses = executedRows<{ from_status: number }>(result).map((row) => Number(row.from_status));
  return new Map(
    statuses.map((status) => [
      status,
      sql`select card_id from ${cardChangeItems} where order_id = ${orderId} and reason_code is null
        and from_status = ${status}`,
    ]),
  );
}
