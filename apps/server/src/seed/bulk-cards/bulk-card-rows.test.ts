import { cardStatus, hasValidVinCheckDigit } from '@simdesk/contract';
import { cardSeedProfile } from '@simdesk/carrier-sim/card-seed-profile';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import { describe, expect, it } from 'vitest';
import { bulkCardColumns, bulkCardCsv, bulkCardLine } from './bulk-card-rows';
import { demoDraw, demoVin } from '../../modules/sim-cards/testing';
import { placementOf, placementTable, type SeedCompany } from './card-placement';

// The demo's tree: a carrier with one org, a maker with regions and dealers, an API customer.
const companies: SeedCompany[] = [
  { id: 1, isCarrier: true, carrierAccountId: 11, orgs: [{ id: 1, path: '/1/' }] },
  {
    id: 2,
    isCarrier: false,
    carrierAccountId: 12,
    orgs: [
      { id: 2, path: '/2/' },
      { id: 3, path: '/2/3/' },
      { id: 4, path: '/2/4/' },
      { id: 5, path: '/2/3/5/' },
      { id: 6, path: '/2/3/6/' },
      { id: 7, path: '/2/4/7/' },
    ],
  },
  { id: 3, isCarrier: false, carrierAccountId: 13, orgs: [{ id: 8, path: '/8/' }] },
  { id: 4, isCarrier: false, carrierAccountId: 14, orgs: [] },
];
const table = placementTable(companies);
const now = Date.parse('2026-11-22T08:00:00Z');

function shares(count: number, key: (index: number) => number) {
  const tally = new Map<number, number>();
  for (let index = 0; index < count; index += 1) tally.set(key(index), (tally.get(key(index)) ?? 0) + 1);
  return (value: number) => (tally.get(value) ?? 0) / count;
}

describe('card placement', () => {
  it('puts most cards with the largest customer, at the leaves of its tree, none in a company without orgs', () => {
    const company = shares(20_000, (index) => placementOf(index, table).companyId);
    expect(company(2)).toBeGreaterThan(0.82);
    expect(company(2)).toBeLessThan(0.88);
    expect(company(1)).toBeGreaterThan(0.08);
    expect(company(3)).toBeGreaterThan(0.03);
    expect(company(4)).toBe(0);
    const org = shares(20_000, (index) => placementOf(index, table).orgId);
    for (const dealer of [5, 6, 7]) expect(org(dealer)).toBeGreaterThan(4 * org(3));
  });

  it('is a pure function of the index and keeps the company, org path and carrier account together', () => {
    for (let index = 0; index < 500; index += 1) {
      const placement = placementOf(index, table);
      expect(placementOf(index, table)).toEqual(placement);
      const company = companies.find((candidate) => candidate.id === placement.companyId);
      expect(company?.carrierAccountId).toBe(placement.carrierAccountId);
      expect(company?.orgs).toContainEqual({ id: placement.orgId, path: placement.orgPath });
    }
  });

  it('draws evenly in [0, 1) and refuses to place cards nowhere', () => {
    const draws = Array.from({ length: 10_000 }, (_, index) => demoDraw(index, 7));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.filter((draw) => draw < 0.5).length / draws.length).toBeCloseTo(0.5, 1);
    expect(() => placementTable([{ ...companies[0]!, orgs: [] }])).toThrow(/no company/);
  });
});

describe('bulk card rows', () => {
  it('gives a card the numbers and starting state the simulator gives the same index', () => {
    const index = 123_456;
    const fields = bulkCardLine(index, table, now)
      .match(/("[^"]*"|[^,]*)(,|$)/g)
      ?.map((field) => {
        const value = field.replace(/,$/, '');
        return value.startsWith('"') ? value.slice(1, -1) : value;
      });
    const row = Object.fromEntries(bulkCardColumns.map((column, position) => [column, fields?.[position]]));
    const numbers = demoCardNumbers(index);
    const profile = cardSeedProfile(index);
    expect(row).toMatchObject({ iccid: numbers.iccid, msisdn: numbers.msisdn, imsi: numbers.imsi });
    expect(Number(row.card_status)).toBe(profile.status);
    expect(Number(row.real_name_status)).toBe(profile.realNameStatus);
    expect(row.rate_plan).toBe(profile.ratePlan);
    expect(Date.parse(row.opened_at ?? '')).toBe(now - profile.openedDaysAgo * 86_400_000);
    expect(row.tags).toMatch(/^\{[a-z,]*\}$/);
  });

  it('fits activated cards in a vehicle and leaves stock cards without VIN or IMEI', () => {
    const { activated, inventory } = cardStatus.byName;
    let seen = 0;
    for (let index = 0; index < 300; index += 1) {
      const status = cardSeedProfile(index).status;
      if (status !== activated && status !== inventory) continue;
      const line = bulkCardLine(index, table, now);
      expect(line.includes(demoVin(index))).toBe(status === activated);
      seen += 1;
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('gives every vehicle its own VIN, with the check character a VIN check expects', () => {
    const vins = [0, 1, 9, 10, 99_999, 1_000_000, 9_999_999, 123_456_789].map(demoVin);
    expect(new Set(vins).size).toBe(vins.length);
    expect(vins.every(hasValidVinCheckDigit)).toBe(true);
    expect(vins.every((vin) => vin.length === 17 && vin.startsWith('LAUMCA'))).toBe(true);
  });

  it('writes one line per card of a range, none for an empty range', () => {
    const csv = bulkCardCsv(10, 15, table, now);
    expect(csv.split('\n')).toHaveLength(6);
    expect(csv.endsWith('\n')).toBe(true);
    expect(bulkCardCsv(5, 5, table, now)).toBe('');
  });
});
