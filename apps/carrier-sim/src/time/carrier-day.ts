// The carrier counts days and months in Beijing time (UTC+8, no daylight saving), as OneLink does.

export const millisecondsPerDay = 86_400_000;
const beijingOffsetMilliseconds = 8 * 3_600_000;

/** Days since 1970-01-01 in Beijing time. */
export function carrierDayOf(time: number): number {
  return Math.floor((time + beijingOffsetMilliseconds) / millisecondsPerDay);
}

/** The instant a carrier day starts. */
export function startOfCarrierDay(day: number): number {
  return day * millisecondsPerDay - beijingOffsetMilliseconds;
}

/** `YYYY-MM-DD` of a carrier day. */
export function carrierDate(day: number): string {
  return new Date(day * millisecondsPerDay).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of the carrier day an instant falls on. */
export function carrierDateOf(time: number): string {
  return carrierDate(carrierDayOf(time));
}

/** A carrier month: its `YYYY-MM` label and its first and last day (inclusive). */
export interface CarrierMonth {
  month: string;
  firstDay: number;
  lastDay: number;
}

/** The carrier month `monthsBack` months before the one containing `day` (0 = that month). */
export function carrierMonthBefore(day: number, monthsBack: number): CarrierMonth {
  const date = new Date(day * millisecondsPerDay);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 1);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack + 1, 1);
  return {
    month: new Date(first).toISOString().slice(0, 7),
    firstDay: first / millisecondsPerDay,
    lastDay: next / millisecondsPerDay - 1,
  };
}
