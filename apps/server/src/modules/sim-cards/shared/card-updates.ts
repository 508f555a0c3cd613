import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';

/** Writes what another module keeps on the cards (a vehicle's VIN, a registration's status), in its transaction. */
export async function updateCards(
  db: Database,
  cardIds: readonly number[],
  values: Partial<Pick<typeof simCards.$inferInsert, 'vin' | 'vehicleStatus' | 'realNameStatus'>>,
): Promise<void> {
  if (cardIds.length === 0) return;
  await db
    .update(simCards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(simCards.id, [...cardIds]));
}
