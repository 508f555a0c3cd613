import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { allOf } from '../../../platform/database/conditions';
import {
  cardNumbersCondition,
  keysetCondition,
  simCardFilterConditions,
  sortCardNumbers,
  textArrayLiteral,
} from './card-filter';

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof allOf>) =>
  condition === undefined ? undefined : dialect.sqlToQuery(condition);

describe('sortCardNumbers', () => {
  it('sorts numbers by the columns they may match, a 15-digit number to both MSISDN and IMSI', () => {
    expect(sortCardNumbers(['89860424000000000051', '1064800000006', '460042400000007', 'abc'])).toEqual({
      iccid: ['89860424000000000051'],
      msisdn: ['1064800000006', '460042400000007'],
      imsi: ['460042400000007'],
      unknown: ['ABC'],
    });
  });

  it('normalises pasted numbers and counts a repeated one once', () => {
    const sorted = sortCardNumbers(['+1064800000006', '10648-000-000-06', ' 1064800000006 ']);
    expect(sorted.msisdn).toEqual(['1064800000006']);
  });

  it('keeps to the kind the quick search named', () => {
    expect(sortCardNumbers(['460042400000007'], 'imsi')).toMatchObject({
      msisdn: [],
      imsi: ['460042400000007'],
    });
    expect(sortCardNumbers(['1064800000006'], 'imsi').unknown).toEqual(['1064800000006']);
  });
});

describe('conditions', () => {
  it('matches any of the sorted columns in one condition', () => {
    const query = render(cardNumbersCondition(sortCardNumbers(['460042400000007'])));
    expect(query?.sql).toBe(
      '("sim_cards"."msisdn" = any($1::text[]) or "sim_cards"."imsi" = any($2::text[]))',
    );
    expect(query?.params).toEqual(['{"460042400000007"}', '{"460042400000007"}']);
    expect(cardNumbersCondition({ iccid: [], msisdn: [], imsi: [], unknown: ['x'] })).toBeUndefined();
  });

  it('passes a whole batch as one array text, each number quoted', () => {
    expect(textArrayLiteral(['8986001', 'a"b', 'c\\d', 'e,f'])).toBe('{"8986001","a\\"b","c\\\\d","e,f"}');
    expect(textArrayLiteral(['8986001', '13800000000', 'e,f'])).toBe('{"8986001","13800000000","e,f"}');
    expect(textArrayLiteral([])).toBe('{}');
  });

  it('builds no condition for absent filters and one per given filter', () => {
    expect(simCardFilterConditions({})).toEqual([]);
    const conditions = simCardFilterConditions({
      cardStatus: [2, 4],
      carrier: 1,
      tags: ['fleet'],
      dataUsedFromKilobytes: 0,
      activatedFrom: '2026-01-01 00:00:00',
    });
    expect(conditions).toHaveLength(5);
    expect(render(allOf(conditions))?.params).toEqual([
      2,
      4,
      1,
      new Date('2026-01-01T00:00:00').toISOString(),
      '{"fleet"}',
      0,
    ]);
  });

  it('pages below the cursor, newest first', () => {
    expect(keysetCondition(undefined)).toBeUndefined();
    expect(render(keysetCondition(42))).toMatchObject({ sql: '"sim_cards"."id" < $1', params: [42] });
    expect(allOf([undefined, undefined])).toBeUndefined();
  });
});
