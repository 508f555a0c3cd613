// What a demo card is, wherever it is placed: the simulator's demo card of the same index (numbers and starting
// state from its seed profile) with what the console adds (vehicle, tags). A pure function of the index, shared
// by the demo seed and the bulk seed (`npm run seed`), so both agree with the simulator and with each other.
import {
  cardStatus,
  vehicleStatus,
  vinCheckCharacter,
  type CardStatusCode,
  type RealNameStatusCode,
} from '@simdesk/contract';
import type { VehicleStatusCode } from '@simdesk/contract';
import { cardSeedProfile, firstDeviceImei } from '@simdesk/carrier-sim/card-seed-profile';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';

export interface DemoCardFacts {
  iccid: string;
  msisdn: string;
  imsi: string;
  imei: string | null;
  cardStatus: CardStatusCode;
  realNameStatus: RealNameStatusCode;
  vehicleStatus: VehicleStatusCode | null;
  vin: string | null;
  openedAt: Date;
  activatedAt: Date | null;
  ratePlan: string;
  tags: string[];
  statusChangedAt: Date;
}

const millisecondsPerDay = 24 * 60 * 60 * 1000;
const { activated, suspended, preCancelled } = cardStatus.byName;
// Cards that were activated are fitted in a vehicle; stock and test cards are not yet.
const fittedStatuses = new Set<number>([activated, suspended, preCancelled]);

/** Custom tags an operator might have given, with the share of cards carrying each. */
const tagShares: readonly [tag: string, share: number][] = [
  ['fleet', 0.14],
  ['pilot', 0.09],
  ['rental', 0.04],
  ['export', 0.02],
];

/** A well-spread number in [0, 1) from a card index and a salt (murmur3's finaliser). */
export function demoDraw(index: number, salt: number): number {
  let hash = Math.imul(index ^ Math.imul(salt, 0x9e3779b1), 0xcc9e2d51) ^ salt;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4_294_967_296;
}

function tagsOf(index: number): string[] {
  return tagShares
    .filter(([, share], position) => demoDraw(index, 200 + position) < share)
    .map(([tag]) => tag);
}

function vehicleStatusOf(index: number): VehicleStatusCode {
  const { sold, testing, forSale } = vehicleStatus.byName;
  const draw = demoDraw(index, 300);
  return draw < 0.08 ? testing : draw < 0.16 ? forSale : sold;
}

/**
 * A VIN of the demo maker: its world manufacturer code and model letters, then the card index in ten digits around
 * position 9, which holds the VIN's check character (ISO 3779), so a VIN check accepts every demo vehicle.
 */
export function demoVin(index: number): string {
  const digits = String(index).padStart(10, '0');
  const draft = `LAUMCA${digits.slice(0, 2)}0${digits.slice(2)}`;
  const check = vinCheckCharacter(draft);
  if (check === undefined) throw new Error(`demo card ${index} is past the ten digits a demo VIN holds`);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

/** Demo card `index`, its dates counted back from `now`. */
export function demoCardFacts(index: number, now: number): DemoCardFacts {
  const numbers = demoCardNumbers(index);
  const profile = cardSeedProfile(index);
  const daysAgo = (days: number) => new Date(now - days * millisecondsPerDay);
  const fitted = fittedStatuses.has(profile.status);
  return {
    ...numbers,
    imei: fitted ? firstDeviceImei(numbers.iccid) : null,
    cardStatus: profile.status,
    realNameStatus: profile.realNameStatus,
    vehicleStatus: fitted ? vehicleStatusOf(index) : null,
    vin: fitted ? demoVin(index) : null,
    openedAt: daysAgo(profile.openedDaysAgo),
    activatedAt: profile.activatedDaysAgo === null ? null : daysAgo(profile.activatedDaysAgo),
    ratePlan: profile.ratePlan,
    tags: tagsOf(index),
    statusChangedAt: daysAgo(profile.statusDaysAgo),
  };
}
