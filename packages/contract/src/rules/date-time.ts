/** The date-time display format of the console (spec §9), in dayjs / instant tokens. */
export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** The date display format, for date-only columns and pickers. */
export const dateFormat = 'YYYY-MM-DD';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Formats a date as YYYY-MM-DD HH:mm:ss in the local time zone; an invalid date throws. */
export function formatDateTime(date: Date | number): string {
  const instant = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError('Cannot format an invalid date');
  const day = `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
  const time = `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}:${twoDigits(instant.getSeconds())}`;
  return `${day} ${time}`;
}

/** Hours between Beijing time (UTC+8) and UTC−6. */
export const beijingToUtcMinusSixHours = 14;

/**
 * Spec §9: one display converts a time by subtracting 14 hours. Fourteen hours is the gap from Beijing time
 * (UTC+8) to UTC−6 (North American Central Standard Time, Mexico City), so we read it as showing a
 * Beijing-stamped time in a UTC−6 carrier's local time. The shift is fixed: no daylight saving.
 */
export function beijingTimeToUtcMinusSix(date: Date | number): Date {
  const milliseconds = typeof date === 'number' ? date : date.getTime();
  return new Date(milliseconds - beijingToUtcMinusSixHours * 60 * 60 * 1000);
}
