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

function deviceNumberOn(seed: number, day: number): { deviceNumber: number; firstDay: number } {
  const mover = unit(seed, 303) < 0.03;
  if (!mover) return { deviceNumber: 0, firstDay: -Infinity };
  const period = 20 + (mix(seed, 304) % 70);
  const phase = mix(seed, 305) % period;
  const deviceNumber = Math.floor((day + phase) / period);
  return { deviceNumber, firstDay: deviceNumber * period - phase };
}

/** The IMEI the network last saw with the card, as of `now`. */
export function deviceAt(seed: number, timeline: readonly TimelineSegment[], now: number): DeviceAnswer {
  const live = timeline.filter((segment) => isLiveStatus(segment.state.status) && segment.from <= now);
  const lastLive = live[live.length - 1];
  const firstLive = live[0];
  if (!lastLive || !firstLive) return { imei: null, seenSince: null };
  const observedAt = Math.min(now, lastLive.to);
  const { deviceNumber, firstDay } = deviceNumberOn(seed, carrierDayOf(observedAt));
  // The device change happens some hours into its first day, when the unit is fitted.
  const fittedAt = Number.isFinite(firstDay)
    ? startOfCarrierDay(firstDay) + Math.floor(unit(seed, deviceNumber, 306) * millisecondsPerDay * 0.5)
    : -Infinity;
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
export function bindingAt(seed: number, timeline: readonly TimelineSegment[], now: number): BindingAnswer {
  const firstLive = timeline.find((segment) => isLiveStatus(segment.state.status) && segment.from <= now);
  if (!firstLive) return { imei: null, boundSince: null };
  const { deviceNumber } = deviceNumberOn(seed, carrierDayOf(firstLive.from));
  return { imei: imeiOf(seed, deviceNumber), boundSince: firstLive.from };
}
