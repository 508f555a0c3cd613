import { z } from 'zod';
import type { CarrierCardRow } from '../../../platform/carrier/carrier-gateway';
import type { UsageDay } from './usage-store';

/** A card of the account as the sync walks it. */
export interface CardToSync {
  id: number;
  iccid: string;
  companyId: number;
  orgPath: string | null;
}

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** One day of a 'sim-usage-daily' answer; fields the console does not use are ignored. */
const carrierDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  dataKb: count,
  smsCount: count.optional(),
  voiceMinutes: count.optional(),
  complete: z.boolean(),
});
const carrierDaysSchema = z.array(carrierDaySchema).max(62);

export interface ReadAnswers {
  /** The days to store: those from `fromDay` on, of every card the carrier answered. */
  days: UsageDay[];
  /** Cards the carrier did not answer for, by their position in the batch. */
  failures: { index: number; reason: string }[];
  answeredCardIds: number[];
  /** The earliest day to store; null when there is none. */
  firstDay: string | null;
  /** The carrier's running day (the newest it answered). */
  today: string | null;
  /** The newest day the carrier called complete for every answered card of the batch. */
  completeThroughDay: string | null;
}

/** Reads the carrier's rows (one per card asked, in order) into the days to store and the cards that failed. */
export function readUsageAnswers(
  cards: readonly CardToSync[],
  answers: readonly CarrierCardRow[],
  fromDay: string | null,
): ReadAnswers {
  const read: ReadAnswers = {
    days: [],
    failures: [],
    answeredCardIds: [],
    firstDay: null,
    today: null,
    completeThroughDay: null,
  };
  let everyCardComplete: string | null | undefined;
  cards.forEach((card, index) => {
    const answer = answers[index];
    if (!answer || answer.iccid !== card.iccid) {
      read.failures.push({ index, reason: `${card.iccid}: the carrier's answer did not name this card` });
      return;
    }
    if (answer.error) {
      read.failures.push({ index, reason: `${card.iccid}: ${answer.error.code} ${answer.error.message}` });
      return;
    }
    const parsed = carrierDaysSchema.safeParse(answer.days);
    if (!parsed.success) {
      read.failures.push({ index, reason: `${card.iccid}: the carrier's daily usage could not be read` });
      return;
    }
    read.answeredCardIds.push(card.id);
    let newestComplete: string | null = null;
    const seen = new Set<string>();
    for (const day of parsed.data) {
      // A day named twice would make one upsert touch a row twice: the first answer counts.
      if (seen.has(day.date)) continue;
      seen.add(day.date);
      if (day.complete && (newestComplete === null || day.date > newestComplete)) newestComplete = day.date;
      if (read.today === null || day.date > read.today) read.today = day.date;
      if (fromDay !== null && day.date < fromDay) continue;
      if (read.firstDay === null || day.date < read.firstDay) read.firstDay = day.date;
      read.days.push({
        cardId: card.id,
        companyId: card.companyId,
        orgPath: card.orgPath,
        day: day.date,
        dataKilobytes: day.dataKb,
        smsCount: day.smsCount ?? 0,
        voiceMinutes: day.voiceMinutes ?? 0,
        complete: day.complete,
      });
    }
    if (everyCardComplete === undefined) everyCardComplete = newestComplete;
    else if (everyCardComplete !== null && (newestComplete === null || newestComplete < everyCardComplete)) {
      everyCardComplete = newestComplete;
    }
  });
  read.completeThroughDay = everyCardComplete ?? null;
  return read;
}
