// Usage as a pure function of (card seed, day) and the card's timeline: most cards use a little every day,
// some a lot, some nothing; a day's usage accrues evenly over the hours the card was live with the service on.
import { cardStatus } from '@simdesk/contract';
import type { TimelineSegment } from '../cards/card-timeline';
import { carrierDayOf, millisecondsPerDay, startOfCarrierDay } from '../time/carrier-day';
import { unit } from './hash';

export type UsageKind = 'idle' | 'light' | 'medium' | 'heavy';

export interface UsageProfile {
  kind: UsageKind;
  meanDailyKb: number;
  meanDailySms: number;
  meanDailyVoiceMinutes: number;
}

export interface UsageAmount {
  dataKb: number;
  smsCount: number;
  voiceMinutes: number;
}

const kilobytesPerMegabyte = 1024;

/** The card's habit, fixed for life by its seed. */
export function usageProfileOf(seed: number): UsageProfile {
  const draw = unit(seed, 101);
  const spread = unit(seed, 102);
  const kind: UsageKind = draw < 0.12 ? 'idle' : draw < 0.82 ? 'light' : draw < 0.97 ? 'medium' : 'heavy';
  const megabytes = {
    idle: 0,
    light: 5 + spread * 55,
    medium: 100 + spread * 500,
    heavy: 1500 + spread * 4500,
  };
  return {
    kind,
    meanDailyKb: Math.round(megabytes[kind] * kilobytesPerMegabyte),
    meanDailySms: kind === 'idle' ? 0 : unit(seed, 103) * 3,
    meanDailyVoiceMinutes: kind === 'idle' ? 0 : unit(seed, 104) * 6,
  };
}

/** What the card would use on a day spent wholly live with every service on. */
export function fullDayUsage(seed: number, day: number): UsageAmount {
  const profile = usageProfileOf(seed);
  if (profile.kind === 'idle' || unit(seed, day, 1) < 0.06)
    return { dataKb: 0, smsCount: 0, voiceMinutes: 0 };
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 5 and 6 are Saturday and Sunday
  const weekendFactor = weekday >= 5 ? 0.7 : 1;
  const factor = (0.25 + 1.5 * unit(seed, day, 2)) * weekendFactor;
  return {
    dataKb: Math.round(profile.meanDailyKb * factor),
    smsCount: Math.round(profile.meanDailySms * 2 * unit(seed, day, 3)),
    voiceMinutes: Math.round(profile.meanDailyVoiceMinutes * 2 * unit(seed, day, 4)),
  };
}

// Share of a day's usage that a status carries: test cards only exchange a little test traffic.
function statusWeight(status: number): number {
  if (status === cardStatus.byName.activated) return 1;
  if (status === cardStatus.byName.testable) return 0.02;
  return 0;
}

/** Usage of one carrier day up to `now` (the running day grows as time passes). */
export function usageOfDay(
  seed: number,
  day: number,
  timeline: readonly TimelineSegment[],
  now: number,
): UsageAmount {
  const dayStart = startOfCarrierDay(day);
  const dayEnd = Math.min(dayStart + millisecondsPerDay, now);
  if (dayEnd <= dayStart) return { dataKb: 0, smsCount: 0, voiceMinutes: 0 };
  const shares = { data: 0, sms: 0, voice: 0 };
  for (const segment of timeline) {
    const overlap = Math.min(segment.to, dayEnd) - Math.max(segment.from, dayStart);
    if (overlap <= 0) continue;
    const share = (overlap / millisecondsPerDay) * statusWeight(segment.state.status);
    if (segment.state.services.data) shares.data += share;
    if (segment.state.services.sms) shares.sms += share;
    if (segment.state.services.voice) shares.voice += share;
  }
  const full = fullDayUsage(seed, day);
  return {
    dataKb: Math.round(full.dataKb * shares.data),
    smsCount: Math.floor(full.smsCount * shares.sms),
    voiceMinutes: Math.floor(full.voiceMinutes * shares.voice),
  };
}

/** Usage summed over carrier days `firstDay`..`lastDay` (inclusive), up to `now`. */
export function usageOfDays(
  seed: number,
  firstDay: number,
  lastDay: number,
  timeline: readonly TimelineSegment[],
  now: number,
): UsageAmount {
  const total = { dataKb: 0, smsCount: 0, voiceMinutes: 0 };
  const until = Math.min(lastDay, carrierDayOf(now));
  for (let day = firstDay; day <= until; day += 1) {
    const usage = usageOfDay(seed, day, timeline, now);
    total.dataKb += usage.dataKb;
    total.smsCount += usage.smsCount;
    total.voiceMinutes += usage.voiceMinutes;
  }
  return total;
}
