import { z } from 'zod';
import type { Account } from '../auth/accounts';
import { findEveryCard } from '../cards/card-repository';
import type { SimDatabase } from '../database/database';
import { badRequest, CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { cardListFields, parseWith, selectorFromBody } from '../http/card-selector';
import type { SimClock } from '../time/sim-clock';
import type { ChangeDefinition } from './change-definition';
import { nextOrderNumber } from './order-number';

export interface AcceptedOrder {
  orderNumber: string;
  state: 'pending';
  acceptedAt: string;
  expectedCompletionAt: string;
  cardCount: number;
}

export interface OrderSettings {
  delaySeconds: number;
  changeIntervalSeconds: number;
}

const cardListSchema = z.object(cardListFields);
const singleCardSchema = z.object({ iccid: z.string() });

function cardListOf(body: Record<string, unknown>) {
  const { iccids, msisdns, imsis, ...rest } = body;
  return { selector: selectorFromBody(parseWith(cardListSchema, { iccids, msisdns, imsis })), rest };
}

/** A change of one card names it as `iccid` (a registration is one vehicle's). */
function singleCardOf(body: Record<string, unknown>) {
  const { iccid, ...rest } = body;
  return { selector: selectorFromBody({ iccids: [parseWith(singleCardSchema, { iccid }).iccid] }), rest };
}

function parseChangeRequest(definition: ChangeDefinition, body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('a JSON object is required');
  const { selector, rest } = definition.singleCard
    ? singleCardOf(body as Record<string, unknown>)
    : cardListOf(body as Record<string, unknown>);
  let request: Record<string, unknown>;
  try {
    request = definition.parse(rest);
  } catch (error) {
    if (error instanceof z.ZodError) {
      throw badRequest(
        error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
      );
    }
    throw error;
  }
  return { selector, request };
}

/**
 * Accepts a change as an order: every card must exist in the account, and none may have had the same kind
 * of change accepted within the interval (else nothing is accepted); the effect comes later (order worker).
 */
export async function acceptOrder(
  database: SimDatabase,
  clock: SimClock,
  settings: OrderSettings,
  account: Account,
  definition: ChangeDefinition,
  body: unknown,
): Promise<AcceptedOrder> {
  const { selector, request } = parseChangeRequest(definition, body);
  const throttleKind = definition.throttleKind(request);
  return database.transaction(async (transaction) => {
    // One account's orders are accepted one at a time, so two racing requests cannot both pass the throttle.
    await transaction.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `carrier_sim.orders:${account.appId}`,
    ]);
    const cards = await findEveryCard(transaction, account.appId, selector);
    const iccids = selector.identifiers.map((identifier) => cards.get(identifier)?.iccid ?? identifier);
    await definition.check?.(transaction, account.appId, request, iccids);
    const now = clock.now();
    if (throttleKind !== null && settings.changeIntervalSeconds > 0) {
      const since = new Date(now - settings.changeIntervalSeconds * 1000);
      const recent = await transaction.query<{ iccid: string; lastAt: Date }>(
        `SELECT iccid, max(requested_at) AS "lastAt" FROM carrier_sim.order_items
         WHERE iccid = ANY($1::text[]) AND throttle_kind = $2 AND requested_at > $3 GROUP BY iccid`,
        [iccids, throttleKind, since],
      );
      if (recent.length > 0) {
        const earliest = Math.min(...recent.map((row) => row.lastAt.getTime()));
        throw new CarrierError(
          409,
          carrierErrorCodes.changeTooFrequent,
          `the same change was requested for ${recent.length} card(s) less than ${settings.changeIntervalSeconds} s ago`,
          {
            cards: recent.map((row) => row.iccid),
            retryAfterSeconds: Math.max(
              1,
              Math.ceil((earliest + settings.changeIntervalSeconds * 1000 - now) / 1000),
            ),
          },
        );
      }
    }
    const orderNumber = await nextOrderNumber(transaction, now);
    const dueAt = Math.max(
      now + Math.round(settings.delaySeconds * 1000),
      definition.effectiveFrom?.(request, now) ?? 0,
    );
    await transaction.query(
      `INSERT INTO carrier_sim.orders (order_number, app_id, kind, request, state, created_at, due_at)
       VALUES ($1, $2, $3, $4::jsonb, 'pending', $5, $6)`,
      [orderNumber, account.appId, definition.kind, JSON.stringify(request), new Date(now), new Date(dueAt)],
    );
    await transaction.query(
      `INSERT INTO carrier_sim.order_items (order_number, iccid, throttle_kind, state, requested_at)
       SELECT $1, iccid, $3, 'pending', $4 FROM unnest($2::text[]) AS iccid`,
      [orderNumber, iccids, throttleKind, new Date(now)],
    );
    return {
      orderNumber,
      state: 'pending' as const,
      acceptedAt: new Date(now).toISOString(),
      expectedCompletionAt: new Date(dueAt).toISOString(),
      cardCount: iccids.length,
    };
  });
}
