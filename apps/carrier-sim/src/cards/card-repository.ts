import type { Queryable } from '../database/database';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { cardColumns, cardEventColumns, type CardEvent, type CardRow } from './card-row';

/** Which number a request names its cards by. */
export type CardIdentifierType = 'iccid' | 'msisdn' | 'imsi';

/** The account's cards among the given numbers, keyed by the number asked for. */
export async function findCards(
  database: Queryable,
  appId: string,
  identifierType: CardIdentifierType,
  identifiers: readonly string[],
): Promise<Map<string, CardRow>> {
  if (identifiers.length === 0) return new Map();
  // The column name comes from the closed union above, never from the request.
  const rows = await database.query<CardRow>(
    `SELECT ${cardColumns} FROM carrier_sim.cards card
     WHERE card.${identifierType} = ANY($1::text[]) AND card.app_id = $2`,
    [identifiers, appId],
  );
  return new Map(rows.map((row) => [row[identifierType], row]));
}

/** Every card a change names, keyed as asked; one the account does not have refuses the whole change. */
export async function findEveryCard(
  database: Queryable,
  appId: string,
  selector: { identifierType: CardIdentifierType; identifiers: readonly string[] },
): Promise<Map<string, CardRow>> {
  const cards = await findCards(database, appId, selector.identifierType, selector.identifiers);
  const missing = selector.identifiers.filter((identifier) => !cards.has(identifier));
  if (missing.length > 0) {
    const message = `no such card in this account: ${missing[0]}`;
    throw new CarrierError(400, carrierErrorCodes.cardNotFound, message, { cards: missing });
  }
  return cards;
}

/** Stored events of the given cards, oldest first, optionally only some kinds (prefix match with '%'). */
export async function findCardEvents(
  database: Queryable,
  iccids: readonly string[],
  kindPatterns: readonly string[] = ['%'],
): Promise<Map<string, CardEvent[]>> {
  const byCard = new Map<string, CardEvent[]>();
  if (iccids.length === 0) return byCard;
  const rows = await database.query<CardEvent>(
    `SELECT ${cardEventColumns} FROM carrier_sim.card_events
     WHERE iccid = ANY($1::text[]) AND kind LIKE ANY($2::text[])
     ORDER BY occurred_at, event_id`,
    [iccids, kindPatterns],
  );
  for (const row of rows) {
    const list = byCard.get(row.iccid) ?? [];
    list.push(row);
    byCard.set(row.iccid, list);
  }
  return byCard;
}

/** Records one change of a card. */
export async function recordCardEvent(
  database: Queryable,
  event: Omit<CardEvent, 'occurredAt'> & { occurredAt: number },
): Promise<void> {
  await database.query(
    `INSERT INTO carrier_sim.card_events (iccid, kind, occurred_at, from_value, to_value, reason, order_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.iccid,
      event.kind,
      new Date(event.occurredAt),
      event.fromValue,
      event.toValue,
      event.reason,
      event.orderNumber,
    ],
  );
}
