import type { DashboardWindow } from './dashboard-card-source';

const dayMilliseconds = 24 * 60 * 60 * 1000;

/**
 * The last `dayCount` days up to and including today, in the caller's calendar: today starts at their local
 * midnight, so a figure of 23:30 in Beijing counts on the Beijing day, not the UTC one.
 */
export function dashboardWindow(now: Date, utcOffsetMinutes: number, dayCount: number): DashboardWindow {
  const offsetMilliseconds = utcOffsetMinutes * 60_000;
  const local = new Date(now.getTime() + offsetMilliseconds);
  const todayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const firstStart = todayStart - (dayCount - 1) * dayMilliseconds;
  const days = Array.from({ length: dayCount }, (_unused, index) =>
    new Date(firstStart + index * dayMilliseconds).toISOString().slice(0, 10),
  );
  return {
    from: new Date(firstStart - offsetMilliseconds),
    to: new Date(todayStart + dayMilliseconds - offsetMilliseconds),
    utcOffsetMinutes,
    days,
  };
}
