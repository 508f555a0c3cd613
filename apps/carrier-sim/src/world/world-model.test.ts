import { cardStatus, hasValidLuhnCheckDigit } from '@simdesk/contract';
import { describe, expect, it } from 'vitest';
import type { TimelineSegment } from '../cards/card-timeline';
import { carrierDayOf, millisecondsPerDay, startOfCarrierDay } from '../time/carrier-day';
import { bindingAt, deviceAt } from './device-model';
import { lastSeenAt, lastSeenLookBackMilliseconds, sessionAt } from './session-model';
import { fullDayUsage, usageOfDay, usageProfileOf } from './usage-model';

const allOn = { voice: true, sms: true, data: true, internationalRoaming: true };
const liveSince = (from: number): TimelineSegment[] => [
  { from: -Infinity, to: from, state: { status: cardStatus.byName.inventory, services: allOn } },
  { from, to: Infinity, state: { status: cardStatus.byName.activated, services: allOn } },
];
const now = Date.UTC(2026, 5, 15, 10);
const seeds = Array.from({ length: 5000 }, (_, index) => index * 7919 + 13);

describe('usage model', () => {
  it('is a pure function of seed and day', () => {
    expect(fullDayUsage(42, 20_000)).toEqual(fullDayUsage(42, 20_000));
    const timeline = liveSince(now - 30 * millisecondsPerDay);
    const day = carrierDayOf(now) - 1;
    expect(usageOfDay(42, day, timeline, now)).toEqual(usageOfDay(42, day, timeline, now));
  });

  it('has most cards light, some heavy, some idle', () => {
    const kinds = seeds.map((seed) => usageProfileOf(seed).kind);
    const share = (kind: string) => kinds.filter((value) => value === kind).length / kinds.length;
    expect(share('idle')).toBeGreaterThan(0.08);
    expect(share('light')).toBeGreaterThan(0.6);
    expect(share('heavy')).toBeGreaterThan(0.01);
    expect(share('heavy')).toBeLessThan(0.06);
  });

  it('grows through the running day and stays put for past days', () => {
    const seed = seeds.find(
      (candidate) =>
        usageProfileOf(candidate).kind === 'medium' && fullDayUsage(candidate, carrierDayOf(now)).dataKb > 0,
    )!;
    const timeline = liveSince(now - 30 * millisecondsPerDay);
    const today = carrierDayOf(now);
    const morning = usageOfDay(seed, today, timeline, startOfCarrierDay(today) + 6 * 3_600_000);
    const evening = usageOfDay(seed, today, timeline, startOfCarrierDay(today) + 18 * 3_600_000);
    expect(evening.dataKb).toBeGreaterThan(morning.dataKb);
    expect(usageOfDay(seed, today - 1, timeline, now)).toEqual(
      usageOfDay(seed, today - 1, timeline, now + 5 * millisecondsPerDay),
    );
  });

  it('uses nothing while suspended', () => {
    const suspendedSince = now - 3 * millisecondsPerDay;
    const timeline: TimelineSegment[] = [
      ...liveSince(now - 30 * millisecondsPerDay).slice(0, 1),
      { from: now - 30 * millisecondsPerDay, to: suspendedSince, state: { status: 2, services: allOn } },
      { from: suspendedSince, to: Infinity, state: { status: 4, services: allOn } },
    ];
    for (const seed of seeds.slice(0, 50)) {
      expect(usageOfDay(seed, carrierDayOf(now) - 1, timeline, now).dataKb).toBe(0);
    }
  });
});

describe('session and device models', () => {
  it('brings sessions and takes them away as time passes', () => {
    const timeline = liveSince(now - 30 * millisecondsPerDay);
    const seed = seeds.find((candidate) => usageProfileOf(candidate).kind === 'light')!;
    const states = Array.from(
      { length: 48 },
      (_, hour) =>
        sessionAt({
          seed,
          now: now + hour * 3_600_000,
          current: timeline[1]!,
          apn: 'CMIOT',
          sessionResetAt: null,
        }).online,
    );
    expect(states).toContain(true);
    expect(states).toContain(false);
  });

  it('never puts a suspended card online', () => {
    const segment: TimelineSegment = { from: 0, to: Infinity, state: { status: 4, services: allOn } };
    expect(
      seeds.some(
        (seed) => sessionAt({ seed, now, current: segment, apn: 'CMIOT', sessionResetAt: null }).online,
      ),
    ).toBe(false);
  });

  it('moves a few cards to other devices, with valid IMEIs', () => {
    const timeline = liveSince(now - 400 * millisecondsPerDay);
    let movers = 0;
    for (const seed of seeds.slice(0, 2000)) {
      const first = deviceAt(seed, timeline, now - 200 * millisecondsPerDay);
      const later = deviceAt(seed, timeline, now);
      expect(hasValidLuhnCheckDigit(later.imei!)).toBe(true);
      if (first.imei !== later.imei) movers += 1;
    }
    expect(movers).toBeGreaterThan(20);
    expect(movers).toBeLessThan(150);
  });

  it('shows no IMEI for a card that was never on the network', () => {
    const neverLive: TimelineSegment[] = [
      { from: -Infinity, to: Infinity, state: { status: 7, services: allOn } },
    ];
    expect(deviceAt(1, neverLive, now)).toEqual({ imei: null, seenSince: null });
  });

  it('binds a card to its first device, so a later move shows as a separation', () => {
    const liveFrom = now - 400 * millisecondsPerDay;
    const timeline = liveSince(liveFrom);
    let separated = 0;
    for (const seed of seeds.slice(0, 2000)) {
      const binding = bindingAt(seed, timeline, now);
      expect(binding.boundSince).toBe(liveFrom);
      expect(binding.imei).toBe(deviceAt(seed, timeline, liveFrom).imei);
      if (deviceAt(seed, timeline, now).imei !== binding.imei) separated += 1;
    }
    expect(separated).toBeGreaterThan(20);
    expect(separated).toBeLessThan(150);
    const neverLive: TimelineSegment[] = [
      { from: -Infinity, to: Infinity, state: { status: 7, services: allOn } },
    ];
    expect(bindingAt(1, neverLive, now)).toEqual({ imei: null, boundSince: null });
  });

  it('last saw a card now while online, else at the end of its latest session', () => {
    const timeline = liveSince(now - 30 * millisecondsPerDay);
    const input = (seed: number, at: number) => ({ seed, now: at, apn: 'CMIOT', sessionResetAt: null });
    const seed = seeds.find((candidate) => usageProfileOf(candidate).kind === 'light')!;
    const hours = Array.from({ length: 48 }, (_, hour) => now + hour * 3_600_000);
    const online = (at: number) => sessionAt({ ...input(seed, at), current: timeline[1]! }).online;
    const onlineHour = hours.find(online)!;
    expect(lastSeenAt(input(seed, onlineHour), timeline)).toBe(onlineHour);
    const offlineHour = hours.find((at) => at > onlineHour && !online(at))!;
    const seen = lastSeenAt(input(seed, offlineHour), timeline)!;
    expect(seen).toBeLessThanOrEqual(offlineHour);
    expect(seen).toBeGreaterThan(onlineHour);
    // Seen just before the session ended; not after it.
    expect(online(seen - 1)).toBe(true);
    expect(online(seen)).toBe(false);
  });

  it('has no last sighting for a card that was never live or went dark long ago', () => {
    const neverLive: TimelineSegment[] = [
      { from: -Infinity, to: Infinity, state: { status: 7, services: allOn } },
    ];
    const input = { seed: 5, now, apn: 'CMIOT', sessionResetAt: null };
    expect(lastSeenAt(input, neverLive)).toBeNull();
    const suspendedLongAgo: TimelineSegment[] = [
      { from: -Infinity, to: now - 60 * millisecondsPerDay, state: { status: 2, services: allOn } },
      {
        from: now - 60 * millisecondsPerDay,
        to: Infinity,
        state: { status: 4, services: allOn },
      },
    ];
    expect(lastSeenLookBackMilliseconds).toBeLessThan(60 * millisecondsPerDay);
    expect(lastSeenAt(input, suspendedLongAgo)).toBeNull();
  });
});
