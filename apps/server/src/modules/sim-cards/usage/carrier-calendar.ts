// Month arithmetic on carrier days for the usage partitions; the day arithmetic is the contract's.
import {
  addCarrierDays,
  carrierDayAt as dayOf,
  carrierDayInstant as instantOf,
  carrierDayOf,
} from '@simdesk/contract';

export { carrierDayOf };

export const addDays = addCarrierDays;

/** The first day of the day's month, and of the month after it: the bounds of its partition. */
export function monthBounds(day: string): { first: string; next: string } {
  const instant = new Date(instantOf(day));
  const year = instant.getUTCFullYear();
  const month = instant.getUTCMonth();
  return { first: dayOf(Date.UTC(year, month, 1)), next: dayOf(Date.UTC(year, month + 1, 1)) };
}

/** The first day of each month from the month of `from` to the month of `to`, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let first = monthBounds(from).first; first <= to; first = monthBounds(first).next) months.push(first);
  return months;
}
