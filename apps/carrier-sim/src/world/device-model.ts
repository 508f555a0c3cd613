import { luhnCheckDigit } from '@simdesk/contract';
// The device (IMEI) a card sits in: most cards stay in one telematics unit for life; a few are moved to
// another unit every few weeks. The network only sees the IMEI while the card is live.
import { isLiveStatus, type TimelineSegment } from '../cards/card-timeline';
import { carrierDayOf, millisecondsPerDay, startOfCarrierDay } from '../time/carrier-day';
import { moduleTypeAllocationCodes } from './catalogue';
import { mix, pick, unit } from './hash';

export interface DeviceAnswer {
  imei: string | null;
  /** When the network first saw this IMEI with the card. */
  seenSince: number | null;
}

/** The IMEI of the card's n-th device. */
export function imeiOf(seed: number, deviceNumber: number): string {
  const payload =
    pick(moduleTypeAllocationCodes, seed, deviceNumber, 301) +
    String(mix(seed, deviceNumber, 302) % 1_000_000).padStart(6, '0');
  return payload + String(luhnCheckDigit(payload));
}

/** Share of cards that move to another device now and then, unless configured otherwise. */
export const defaultImeiChangeShare = 0.03;

/** How often a mover changes device (days) and where in that rhythm it starts; null for a card that stays. */
function moveRhythmOf(seed: number, imeiChangeShare: number): { period: number; phase: number } | null {
  if (unit(seed, 303) >= imeiChangeShare) return null;
  const period = 20 + (mix(seed, 304) % 70);
  return { period, phase: mix(seed, 305) % period };
}

function deviceNumberOn(
  seed: number,
  day: number,
  imeiChangeShare: number,
): { deviceNumber: number; firstDay: number } {
  const rhythm = moveRhythmOf(seed, imeiChangeShare);
  if (!rhythm) return { deviceNumber: 0, firstDay: -Infinity };
  const deviceNumber = Math.floor((day + rhythm.phase) / rhythm.period);
  return { deviceNumber, firstDay: deviceNumber * rhythm.period - rhythm.phase };
}

// The device change happens some hours into its first day, when the unit is fitted.
function fittedAtOf(seed: number, deviceNumber: number, firstDay: number): number {
  return Number.isFinite(firstDay)
    ? startOfCarrierDay(firstDay) + Math.floor(unit(seed, deviceNumber, 306) * millisecondsPerDay * 0.5)
    : -Infinity;
}

/** The IMEI the network last saw with the card, as of `now`. */
export function deviceAt(
  seed: number,
  timeline: readonly TimelineSegment[],
  now: number,
  imeiChangeShare = defaultImeiChangeShare,
): DeviceAnswer {
  const live = timeline.filter((segment) => isLiveStatus(segment.state.status) && segment.from <= now);
  const lastLive = live[live.length - 1];
  const firstLive = live[0];
  if (!lastLive || !firstLive) return { imei: null, seenSince: null };
  const observedAt = Math.min(now, lastLive.to);
  const { deviceNumber, firstDay } = deviceNumberOn(seed, carrierDayOf(observedAt), imeiChangeShare);
  const fittedAt = fittedAtOf(seed, deviceNumber, firstDay);
  return {
    imei: imeiOf(seed, deviceNumber),
    seenSince: Math.min(observedAt, Math.max(fittedAt, firstLive.from)),
  };
}

export interface BindingAnswer {
  /** The device the carrier bound the card to: the one it first came on the network in. */
  imei: string | null;
  boundSince: number | null;
}

/** The card's machine-card binding as of `now`: made the first time the card was live, never before. */
export function bindingAt(
  seed: number,
  timeline: readonly TimelineSegment[],
  now: number,
  imeiChangeShare = defaultImeiChangeShare,
): BindingAnswer {
  const firstLive = timeline.find((segment) => isLiveStatus(segment.state.status) && segment.from <= now);
  if (!firstLive) return { imei: null, boundSince: null };
  const { deviceNumber } = deviceNumberOn(seed, carrierDayOf(firstLive.from), imeiChangeShare);
  return { imei: imeiOf(seed, deviceNumber), boundSince: firstLive.from };
}

export interface DeviceChange {
  imei: string;
  previousImei: string;
  changedAt: number;
}

/**
 * The device changes the network saw between `from` and `to` (both inclusive), oldest first: a change is seen
 * when the new unit is fitted while the card is live.
 */
export function deviceChangesBetween(
  seed: number,
  timeline: readonly TimelineSegment[],
  from: number,
  to: number,
  imeiChangeShare = defaultImeiChangeShare,
): DeviceChange[] {
  const rhythm = moveRhythmOf(seed, imeiChangeShare);
  const changes: DeviceChange[] = [];
  if (!rhythm) return changes;
  const first = deviceNumberOn(seed, carrierDayOf(from), imeiChangeShare).deviceNumber;
  const last = deviceNumberOn(seed, carrierDayOf(to), imeiChangeShare).deviceNumber;
  for (let deviceNumber = first; deviceNumber <= last; deviceNumber += 1) {
    const changedAt = fittedAtOf(seed, deviceNumber, deviceNumber * rhythm.period - rhythm.phase);
    if (changedAt < from || changedAt > to) continue;
    const segment = timeline.find((candidate) => candidate.from <= changedAt && changedAt < candidate.to);
    if (!segment || !isLiveStatus(segment.state.status)) continue;
    changes.push({
      imei: imeiOf(seed, deviceNumber),
      previousImei: imeiOf(seed, deviceNumber - 1),
      changedAt,
    });
  }
  return changes;
}
