import { carrierDayAt, carrierDayInstant } from '@simdesk/contract';

/** The first carrier day of the month after the day's month (an undo "on the 1st of next month"). */
export function monthAfter(day: string): string {
  const instant = new Date(carrierDayInstant(day));
  // Noon of the 1st keeps the date in its month whatever the carrier's offset from UTC.
  return carrierDayAt(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1, 12));
}
