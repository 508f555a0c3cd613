import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import { cardChangeItems } from '../schema/card-changes-schema';
import { changeRequestOf, sendChange } from './change-kinds';
import type { CardChangeDeps } from './card-change-deps';
import { refreshOrderState, settleItem, type OpenItem } from './change-settlement';

/** An order as submission needs it. */
export interface SubmittableOrder {
  id: number;
  kind: string;
  request: unknown;
  reason: string | null;
  operatorId: number;
}

/** What one submission did; the first refusal is kept so a single change can answer it as an error. */
export interface SubmissionSummary {
  accepted: number;
  failed: number;
  unknown: number;
  firstRefusal: CarrierError | undefined;
}

/**
 * After these answers the carrier may have acted (a timeout, a 500): the items become unknown and the tracker
 * asks the carrier about the cards. A 503 or 429 proves nothing happened.
 */
export function outcomeIsUnknown(error: CarrierError): boolean {
  if (error.code === 'OUTCOME_UNKNOWN') return true;
  return error.httpStatus !== null && error.httpStatus >= 500 && error.httpStatus !== 503;
}

/** The refused cards a carrier names (CHANGE_TOO_FREQUENT, CARD_NOT_FOUND): the rest were not accepted either. */
function refusedCards(error: CarrierError): Set<string> {
  const cards = error.details.cards;
  return new Set(
    Array.isArray(cards) ? cards.filter((card): card is string => typeof card === 'string') : [],
  );
}

/** The refusal as a line an operator reads next to a card. */
export function refusalText(error: CarrierError): string {
  const wait = error.details.retryAfterSeconds;
  if (error.code === 'CHANGE_TOO_FREQUENT' && typeof wait === 'number') {
    return `the carrier refuses the same change on this card so soon; try again in ${wait} s`;
  }
  return error.message;
}

async function claimBatch(deps: CardChangeDeps, orderId: number): Promise<OpenItem[]> {
  const { db } = deps;
  const [first] = await db
    .select({ accountId: cardChangeItems.carrierAccountId })
    .from(cardChangeItems)
    .where(and(eq(cardChangeItems.orderId, orderId), eq(cardChangeItems.state, 'queued')))
    .orderBy(asc(cardChangeItems.id))
    .limit(1);
  if (!first) return [];
  const sameAccount =
    first.accountId === null
      ? isNull(cardChangeItems.carrierAccountId)
      : eq(cardChangeItems.carrierAccountId, first.accountId);
  const guard = new Date(Date.now() + deps.settings.inFlightGuardMilliseconds);
  // Marked unknown before the carrier hears of them: a crash mid-send leaves them for reconciliation, never resent.
  const claimed = await db
    .update(cardChangeItems)
    .set({
      state: 'unknown',
      submittedAt: new Date(),
      nextCheckAt: guard,
      reason: 'being sent to the carrier',
    })
    .where(
      inArray(
        cardChangeItems.id,
        db
          .select({ id: cardChangeItems.id })
          .from(cardChangeItems)
          .where(and(eq(cardChangeItems.orderId, orderId), eq(cardChangeItems.state, 'queued'), sameAccount))
          .orderBy(asc(cardChangeItems.id))
          .limit(deps.carrier.batchLimit),
      ),
    )
    .returning();
  return claimed.map((item) => ({ ...item, kind: '', request: null, reason: null, operatorId: 0 }));
}

/**
 * Sends an order's queued items to the carrier, one carrier account and one batch (≤ the carrier's limit) at
 * a time. Accepted items become pending with their carrier order number; refused ones fail with the carrier's
 * reason; after no answer they become unknown. Cards the carrier names as refused fail, and the rest of their
 * batch (which the carrier did not accept either) is queued again.
 */
export async function submitQueuedItems(
  deps: CardChangeDeps,
  order: SubmittableOrder,
  afterBatch?: () => Promise<void>,
): Promise<SubmissionSummary> {
  const summary: SubmissionSummary = { accepted: 0, failed: 0, unknown: 0, firstRefusal: undefined };
  const request = changeRequestOf(order.kind, order.request);
  for (;;) {
    const batch = (await claimBatch(deps, order.id)).map((item) => ({
      ...item,
      kind: order.kind,
      request: order.request,
      reason: order.reason,
      operatorId: order.operatorId,
    }));
    if (batch.length === 0) break;
    const ids = batch.map((item) => item.id);
    try {
      const accountId = batch[0]?.carrierAccountId;
      if (accountId === null || accountId === undefined) {
        throw new CarrierError(
          'the card has no carrier account to change it through',
          'NO_CARRIER_ACCOUNT',
          null,
          0,
        );
      }
      const gateway = await deps.carrier.gatewayFor(accountId);
      const [answer] = await sendChange(
        gateway,
        request,
        { by: 'iccid', numbers: batch.map((item) => item.iccid) },
        order.reason,
      );
      if (!answer) throw new CarrierError('the carrier answered no order', 'BAD_ANSWER', 200, 1);
      const expected = Date.parse(answer.expectedCompletionAt);
      const firstCheck = Math.max(
        Date.now() + deps.settings.pollMilliseconds,
        Number.isNaN(expected) ? 0 : expected,
      );
      await deps.db
        .update(cardChangeItems)
        .set({
          state: 'pending',
          carrierOrderNumber: answer.orderNumber,
          reason: null,
          nextCheckAt: new Date(firstCheck),
        })
        .where(inArray(cardChangeItems.id, ids));
      summary.accepted += batch.length;
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      summary.firstRefusal ??= error;
      if (outcomeIsUnknown(error)) {
        await deps.db
          .update(cardChangeItems)
          .set({
            reasonCode: 'OUTCOME_UNKNOWN',
            reason: error.message,
            nextCheckAt: new Date(Date.now() + deps.settings.pollMilliseconds),
          })
          .where(inArray(cardChangeItems.id, ids));
        summary.unknown += batch.length;
      } else {
        const named = refusedCards(error);
        const namedInBatch = batch.filter((item) => named.has(item.iccid));
        // A refusal naming none of these cards refuses them all: queuing them again would loop.
        const refused = namedInBatch.length > 0 ? namedInBatch : batch;
        for (const item of refused) {
          await settleItem(deps.db, item, {
            state: 'failed',
            reasonCode: error.code,
            reason: refusalText(error),
          });
        }
        summary.failed += refused.length;
        const requeue = batch.filter((item) => !refused.includes(item)).map((item) => item.id);
        if (requeue.length > 0) {
          await deps.db
            .update(cardChangeItems)
            .set({ state: 'queued', submittedAt: null, nextCheckAt: null, reason: null })
            .where(inArray(cardChangeItems.id, requeue));
        }
      }
    }
    await afterBatch?.();
  }
  await refreshOrderState(deps.db, order.id);
  return summary;
}

/** Items still to send, for progress. */
export async function queuedCount(deps: CardChangeDeps, orderId: number): Promise<number> {
  const [row] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(cardChangeItems)
    .where(and(eq(cardChangeItems.orderId, orderId), eq(cardChangeItems.state, 'queued')));
  return Number(row?.count ?? 0);
}
