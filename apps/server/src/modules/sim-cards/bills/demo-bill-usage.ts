import { addDays } from '../usage/carrier-calendar';
import { ensureUsagePartitions } from '../usage/usage-partitions';
import { storeUsageDays, type UsageDay } from '../usage/usage-store';
import type { Database } from '../../../platform/database/connect';
import { cardsOfCompany } from '../shared/card-placement';

/** A card-day figure that looks like a vehicle's: steady telematics, a few heavy streamers, weekend peaks. */
function demoDay(
  cardId: number,
  dayIndex: number,
): Pick<UsageDay, 'dataKilobytes' | 'smsCount' | 'voiceMinutes'> {
  const base = (cardId * 7919 + dayIndex * 104_729) % 25_000;
  const heavy = cardId % 9 === 0 ? 4 : 1;
  return {
    dataKilobytes: base * heavy,
    smsCount: (cardId + dayIndex) % 4 === 0 ? 2 : 0,
    voiceMinutes: (cardId * dayIndex) % 11 === 0 ? 3 : 0,
  };
}

/**
 * Daily usage of the company's first `cardLimit` cards from `first` to `last` (dates), stored as a usage sync
 * stores it (day totals kept), so the demo's closed months have something to bill.
 */
export async function storeDemoBillUsage(
  db: Database,
  companyId: number,
  cardLimit: number,
  first: string,
  last: string,
): Promise<void> {
  await ensureUsagePartitions(db, first, last);
  const cards = await cardsOfCompany(db, companyId, cardLimit);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  await db.transaction(async (transaction) => {
    for (const card of cards) {
      await storeUsageDays(
        transaction,
        days.map((day, dayIndex) => ({
          cardId: card.id,
          companyId: card.companyId,
          orgPath: card.orgPath,
          day,
          complete: true,
          ...demoDay(card.id, dayIndex),
        })),
      );
    }
  });
}
