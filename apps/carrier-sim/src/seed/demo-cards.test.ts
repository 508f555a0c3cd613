import { cardStatus, hasValidLuhnCheckDigit, luhnCheckDigit } from '@simdesk/contract';
import { describe, expect, it } from 'vitest';
import { cardSeedProfile } from './card-seed-profile';
import {
  cardNumbers,
  demoCardNumberPlan,
  demoCardNumbers,
  maximumCardIndex,
  numberPlanProblem,
} from './demo-cards';

describe('card numbers', () => {
  it('computes Luhn check digits like the textbook examples', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(hasValidLuhnCheckDigit('79927398713')).toBe(true);
    expect(hasValidLuhnCheckDigit('79927398710')).toBe(false);
    // A real China Mobile ICCID layout: 19 digits and the check digit.
    expect(hasValidLuhnCheckDigit('89860412345678901236')).toBe(luhnCheckDigit('8986041234567890123') === 6);
  });

  it('gives demo cards a 20-digit ICCID with a valid check digit, a 1064 MSISDN and a 46004 IMSI', () => {
    for (const index of [0, 1, 9, 10, 999_999, 12_345_678, maximumCardIndex]) {
      const numbers = demoCardNumbers(index);
      expect(numbers.iccid).toMatch(/^8986042400\d{10}$/);
      expect(hasValidLuhnCheckDigit(numbers.iccid)).toBe(true);
      expect(numbers.msisdn).toMatch(/^10648\d{8}$/);
      expect(numbers.imsi).toMatch(/^4600424\d{8}$/);
    }
    expect(demoCardNumbers(0)).toEqual({
      iccid: '89860424000000000009',
      msisdn: '1064800000000',
      imsi: '460042400000000',
    });
  });

  it('is pure and never repeats a number', () => {
    expect(demoCardNumbers(4242)).toEqual(demoCardNumbers(4242));
    const iccids = new Set(Array.from({ length: 20_000 }, (_, index) => demoCardNumbers(index).iccid));
    expect(iccids.size).toBe(20_000);
  });

  it('refuses indexes outside the plan and checks plans', () => {
    expect(() => demoCardNumbers(-1)).toThrow(RangeError);
    expect(() => demoCardNumbers(maximumCardIndex + 1)).toThrow(RangeError);
    expect(() => demoCardNumbers(1.5)).toThrow(RangeError);
    expect(numberPlanProblem(demoCardNumberPlan)).toBeUndefined();
    expect(numberPlanProblem({ ...demoCardNumberPlan, iccidPrefix: '898604240' })).toMatch(/10 digits/);
    expect(numberPlanProblem({ ...demoCardNumberPlan, msisdnPrefix: '13800' })).toMatch(/1064/);
    const other = cardNumbers({ iccidPrefix: '8986042401', msisdnPrefix: '10649', imsiPrefix: '4600425' }, 0);
    expect(other.iccid).not.toBe(demoCardNumbers(0).iccid);
  });
});

describe('seed profile', () => {
  it('gives a realistic fleet: mostly activated, some stock, a few cancelled', () => {
    const count = 10_000;
    const statuses = Array.from({ length: count }, (_, index) => cardSeedProfile(index).status);
    const share = (code: number) => statuses.filter((status) => status === code).length / count;
    expect(share(cardStatus.byName.activated)).toBeGreaterThan(0.64);
    expect(share(cardStatus.byName.activated)).toBeLessThan(0.72);
    for (const code of cardStatus.codes) expect(share(code)).toBeGreaterThan(0.02);
  });

  it('keeps dates in order and stop reasons with stopped cards', () => {
    for (let index = 0; index < 2000; index += 1) {
      const profile = cardSeedProfile(index);
      expect(profile.statusDaysAgo).toBeLessThanOrEqual(profile.openedDaysAgo);
      if (profile.activatedDaysAgo !== null) {
        expect(profile.activatedDaysAgo).toBeLessThan(profile.openedDaysAgo);
        expect(profile.statusDaysAgo).toBeLessThanOrEqual(profile.activatedDaysAgo);
      }
      const stopped =
        profile.status === cardStatus.byName.suspended || profile.status === cardStatus.byName.preCancelled;
      expect(profile.stopReason !== null).toBe(stopped);
    }
  });
});
