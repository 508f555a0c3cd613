/** The date-time display format of the console (spec §9), in dayjs / instant tokens. */
export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** The date display format, for date-only columns and pickers. */
export const dateFormat = 'YYYY-MM-DD';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs far more than using it, and lists format thousands. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Formats a date as YYYY-MM-DD HH:mm:ss: in the given IANA time zone, or the runtime's own when none is given;
 * an invalid date or an unknown time zone throws a RangeError.
 */
export function formatDateTime(date: Date | number, timeZone?: string): string {
  const instant = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError('Cannot format an invalid date');
  if (timeZone === undefined) {
    const day = `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`;
    const time = `${twoDigits(instant.getHours())}:${twoDigits(instant.getMinutes())}:${twoDigits(instant.getSeconds())}`;
    return `${day} ${time}`;
  }
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const { year = '', month = '', day = '', hour = '', minute = '', second = '' } = parts;
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')} ${hour.padStart(2, '0')}:${minute}:${second}`;
}

/**
 * Time zones an operator may show times in besides their browser's. Spec §9's "one display converts a time by
 * subtracting 14 hours" is the step from Beijing time (UTC+8, where the carriers keep their clocks) to UTC−6
 * (Mexico City, no daylight saving since 2022): simdesk makes it what it is, a display time zone, so any
 * operator can read times in the zone of the carrier or of their own team.
 */
export const displayTimeZones = [
  'Asia/Shanghai',
  'Asia/Taipei',
  'America/Sao_Paulo',
  'America/Mexico_City',
  'UTC',
] as const;
export type DisplayTimeZone = (typeof displayTimeZones)[number];
