// Data sessions come and go by a per-card rhythm: time is cut into slots of a card-specific length, and in
// each slot the card is online from a set minute with a chance that depends on how heavily it is used.
import { cardStatus } from '@simdesk/contract';
import { isLiveStatus, segmentAt, type TimelineSegment } from '../cards/card-timeline';
import { carrierDayOf, millisecondsPerDay } from '../time/carrier-day';
import { radioAccessTechnologies, roamingCountries } from './catalogue';
import { mix, pick, unit } from './hash';
import { usageProfileOf } from './usage-model';

export interface SessionInput {
  seed: number;
  now: number;
  /** The card's segment in force now. */
  current: TimelineSegment;
  /** The first enabled APN, if any: a card with no APN cannot open a data session. */
  apn: string | null;
  sessionResetAt: number | null;
}

export interface SessionAnswer {
  online: boolean;
  ipAddress: string | null;
  apn: string | null;
  startedAt: number | null;
  rat: string | null;
  roaming: boolean;
  visitedCountry: string | null;
}

const offline: SessionAnswer = {
  online: false,
  ipAddress: null,
  apn: null,
  startedAt: null,
  rat: null,
  roaming: false,
  visitedCountry: null,
};

const millisecondsPerHour = 3_600_000;
const onlineChance = { idle: 0, light: 0.55, medium: 0.8, heavy: 0.95 };

/** Where the card is on a carrier day: a few cards travel abroad now and then. */
export function visitedCountryOn(seed: number, day: number): string | null {
  const traveller = unit(seed, 201) < 0.02;
  if (!traveller || unit(seed, day, 202) >= 0.35) return null;
  return pick(roamingCountries, seed, Math.floor(day / 7), 203);
}

function ipAddressOf(seed: number, slot: number, salt: number): string {
  const hash = mix(seed, slot, salt);
  return `10.${64 + (hash & 63)}.${(hash >>> 8) & 255}.${((hash >>> 16) & 253) + 1}`;
}

/** The card's own session rhythm: slots of one to six hours, shifted by a card-specific phase. */
export function slotRhythmOf(seed: number): { slotLength: number; phase: number } {
  const slotLength = pick([1, 2, 3, 4, 6], seed, 204) * millisecondsPerHour;
  return { slotLength, phase: mix(seed, 205) % slotLength };
}

/** The card's data session at `now`. */
export function sessionAt(input: SessionInput): SessionAnswer {
  const { seed, now, current, apn } = input;
  const { status, services } = current.state;
  if (!isLiveStatus(status) || !services.data || apn === null) return offline;
  const country = visitedCountryOn(seed, carrierDayOf(now));
  if (country !== null && !services.internationalRoaming) return offline;
  const profile = usageProfileOf(seed);
  const chance = status === cardStatus.byName.testable ? 0.2 : onlineChance[profile.kind];
  const { slotLength, phase } = slotRhythmOf(seed);
  const slot = Math.floor((now + phase) / slotLength);
  if (unit(seed, slot, 206) >= chance) return offline;
  const slotStart = slot * slotLength - phase;
  let startedAt = Math.max(slotStart + Math.floor(unit(seed, slot, 207) * slotLength * 0.3), current.from);
  let addressSalt = 0;
  // A GPRS reset drops the session; the device attaches again a few seconds later with a new address.
  if (input.sessionResetAt !== null && input.sessionResetAt >= startedAt && input.sessionResetAt <= now) {
    startedAt = input.sessionResetAt + 5_000;
    addressSalt = input.sessionResetAt % 1_000_003;
  }
  if (now < startedAt) return offline;
  return {
    online: true,
    ipAddress: ipAddressOf(seed, slot, addressSalt),
    apn,
    startedAt,
    rat: pick(radioAccessTechnologies, seed, 208),
    roaming: country !== null,
    visitedCountry: country,
  };
}

/** How far back the network's last sighting of a card is looked for; older sightings are forgotten. */
export const lastSeenLookBackMilliseconds = 30 * millisecondsPerDay;

/**
 * When the network last saw the card in a data session: `now` while online, else the end of its latest session
 * (a session lasts to the end of its slot), or null when none in the look-back window.
 */
export function lastSeenAt(
  input: Omit<SessionInput, 'current'>,
  timeline: readonly TimelineSegment[],
): number | null {
  const onlineAt = (time: number) =>
    sessionAt({ ...input, now: time, current: segmentAt(timeline, time) }).online;
  if (onlineAt(input.now)) return input.now;
  const { slotLength, phase } = slotRhythmOf(input.seed);
  const currentSlot = Math.floor((input.now + phase) / slotLength);
  const slotsBack = Math.ceil(lastSeenLookBackMilliseconds / slotLength);
  for (let slot = currentSlot - 1; slot >= currentSlot - slotsBack; slot -= 1) {
    const slotEnd = (slot + 1) * slotLength - phase;
    if (onlineAt(slotEnd - 1)) return slotEnd;
  }
  return null;
}
