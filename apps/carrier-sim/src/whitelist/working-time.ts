// Work orders are reviewed in working time: Monday to Friday in Beijing, whole days (a simplified SLA that the
// configuration shortens for tests and demos).
import { carrierDayOf, millisecondsPerDay, startOfCarrierDay } from '../time/carrier-day';

// Monday is 0: 1970-01-01 was a Thursday (3); 5 and 6 are Saturday and Sunday.
const isWorkingDay = (day: number) => (day + 3) % 7 < 5;

/** The instant `seconds` of working time after `start`; time on a weekend does not count. */
export function addWorkingTime(start: number, seconds: number): number {
  let left = seconds * 1000;
  let at = start;
  for (;;) {
    const day = carrierDayOf(at);
    const dayEnd = startOfCarrierDay(day) + millisecondsPerDay;
    if (isWorkingDay(day)) {
      if (at + left <= dayEnd) return at + left;
      left -= dayEnd - at;
    }
    at = dayEnd;
  }
}
