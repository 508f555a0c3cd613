// Carrier days are 'YYYY-MM-DD' strings (Beijing time, as the carrier counts them); these helpers do the
// calendar arithmetic on them in UTC, where a date string means the same day everywhere.

const millisecondsPerDay = 86_400_000;
const beijingOffsetMilliseconds = 8 * 3_600_000;

function instantOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function dayOf(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The carrier day an instant falls on (Beijing time, UTC+8, no daylight saving). */
export function carrierDayOf(instant: Date): string {
  return dayOf(instant.getTime() + beijingOffsetMilliseconds);
}

export function addDays(day: string, days: number): string {
  return dayOf(instantOf(day) + days * millisecondsPerDay);
}

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
