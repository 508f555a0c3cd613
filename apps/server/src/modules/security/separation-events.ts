import { sql, type SQL } from 'drizzle-orm';
import { cardSeparations } from './security-schema';

/**
 * The separations recorded after one id and up to another, as rule events (card_id, event): an IMEI-change
 * rule fires once per separation, whichever sync recorded it.
 */
export function separationEvents(afterId: number, throughId: number): SQL {
  return sql`select ${cardSeparations.cardId} as card_id, 'separation:' || ${cardSeparations.id} as event
    from ${cardSeparations} where ${cardSeparations.id} > ${afterId} and ${cardSeparations.id} <= ${throughId}`;
}

/** The newest separation recorded: a new IMEI-change rule watches the separations after it. */
export function newestSeparation(): SQL {
  return sql`select coalesce(max(${cardSeparations.id}), 0)::bigint as id from ${cardSeparations}`;
}
