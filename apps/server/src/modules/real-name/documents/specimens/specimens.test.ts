import { isValidIdentityNumber } from '@simdesk/contract/rules';
import { describe, expect, it } from 'vitest';
import { longTermValidity } from '../id-card-fields';
import { checkValidityPeriod } from '../checks/validity-check';
import { tamperedIdNumber } from './degraded-copies-test-support';
import { registerSpecimenFont } from './specimen-font-test-support';
import { specimenPerson } from './specimen-people-test-support';

describe('specimen people', () => {
  const people = Array.from({ length: 20 }, (_, index) => specimenPerson(index));

  it('carry numbers that pass GB 11643 and hold their birth date and sex', () => {
    for (const person of people) {
      expect(isValidIdentityNumber(person.idNumber, '2026-01-01')).toBe(true);
      expect(person.idNumber.slice(6, 14)).toBe(person.birthDate.replaceAll('-', ''));
      expect(Number(person.idNumber[16]) % 2 === 1 ? '男' : '女').toBe(person.sex);
    }
  });

  it('are all different and hold cards valid in 2026 with a legal term', () => {
    expect(new Set(people.map((person) => person.name)).size).toBe(20);
    expect(new Set(people.map((person) => person.idNumber)).size).toBe(20);
    for (const person of people)
      expect(checkValidityPeriod(person, new Date('2026-06-01T00:00:00Z'))).toEqual([]);
    expect(people.some((person) => person.validUntil === longTermValidity)).toBe(true);
  });

  it('tampered numbers fail the check character', () => {
    for (const person of people)
      expect(isValidIdentityNumber(tamperedIdNumber(person), '2026-01-01')).toBe(false);
  });
});

describe('the specimen font', () => {
  it('names the Debian package to install when the font is missing', () => {
    expect(() => registerSpecimenFont('/nowhere')).toThrow(/fonts-noto-cjk/);
  });
});
