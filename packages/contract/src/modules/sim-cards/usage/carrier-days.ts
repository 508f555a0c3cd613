// Carrier days are 'YYYY-MM-DD' strings (Beijing time, as the carrier counts them); the calendar arithmetic on
// them runs in UTC, where a date string means the same day everywhere. Server and console share it.

const millisecondsPerDay = 86_400_000;
const beijingOffsetMilliseconds = 8 * 3_600_000;

/** The UTC midnight a carrier day is stored under. */
export function carrierDayInstant(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The carrier day of a UTC midnight (or any instant within that UTC day). */
export function carrierDayAt(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The carrier day an instant falls on (Beijing time, UTC+8, no daylight saving). */
export function carrierDayOf(instant: Date): string {
  return carrierDayAt(instant.getTime() + beijingOffsetMilliseconds);
}

/** The carrier day so many days after (or, negative, before) another. */
export function addCarrierDays(day: string, days: number): string {
  return carrierDayAt(carrierDayInstant(day) + days * millisecondsPerDay);
}

/** Every carrier day from `from` to `to`, both included, oldest first (none when from is after to). */
export function carrierDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addCarrierDays(day, 1)) days.push(day);
  return days;
}
