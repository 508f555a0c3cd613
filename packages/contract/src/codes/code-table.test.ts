import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineCodeTable, defineCodeTables, type CodeOf } from './code-table';

const fruit = defineCodeTable('fruit', { apple: 1, pear: 2, plum: 10 });
const grade = defineCodeTable('grade', { first: '01', second: '02' });

describe('defineCodeTable', () => {
  it('keeps declaration order in codes and entries', () => {
    expect(fruit.codes).toEqual([1, 2, 10]);
    expect(fruit.entries.map((entry) => entry.code)).toEqual([1, 2, 10]);
  });

  it('builds label keys in the codes namespace from table name and code', () => {
    expect(fruit.labelKeyOf(10)).toBe('codes:fruit.10');
    expect(grade.labelKeyOf('01')).toBe('codes:grade.01');
    expect(fruit.entries[1]).toEqual({ code: 2, labelKey: 'codes:fruit.2' });
  });

  it('has() accepts only exact codes, without string/number coercion', () => {
    expect(fruit.has(2)).toBe(true);
    expect(fruit.has(3)).toBe(false);
    expect(fruit.has('2')).toBe(false);
    expect(grade.has('01')).toBe(true);
    expect(grade.has(1)).toBe(false);
    expect(grade.has('1')).toBe(false);
  });

  it('schema parses the same codes has() accepts', () => {
    expect(fruit.schema.safeParse(10).success).toBe(true);
    expect(fruit.schema.safeParse(3).success).toBe(false);
    expect(fruit.schema.safeParse('10').success).toBe(false);
    expect(grade.schema.safeParse('02').success).toBe(true);
  });

  it('exposes codes by name and cannot be changed afterwards', () => {
    expect(fruit.byName.plum).toBe(10);
    expect(Object.isFrozen(fruit.byName)).toBe(true);
    expect(Object.isFrozen(fruit.codes)).toBe(true);
    expect(Object.isFrozen(fruit.entries)).toBe(true);
  });

  it('draws each code in the colour declared beside the table, and the rest in the default', () => {
    const ripeness = defineCodeTable(
      'ripeness',
      { green: 1, ripe: 2, rotten: 3 },
      { ripe: 'success', rotten: 'error' },
    );
    expect(ripeness.colourOf(2)).toBe('success');
    expect(ripeness.colourOf(3)).toBe('error');
    expect(ripeness.colourOf(1)).toBe('default');
    expect(fruit.colourOf(1)).toBe('default');
  });

  it('refuses an empty table', () => {
    expect(() => defineCodeTable('empty', {})).toThrow(/no codes/);
  });

  it('keeps literal types for codes and label keys', () => {
    expectTypeOf<CodeOf<typeof fruit>>().toEqualTypeOf<1 | 2 | 10>();
    expectTypeOf<CodeOf<typeof grade>>().toEqualTypeOf<'01' | '02'>();
    expectTypeOf(fruit.labelKeyOf(2)).toEqualTypeOf<'codes:fruit.2'>();
  });
});

describe('defineCodeTables', () => {
  const orchard = defineCodeTables(
    { fruit: { apple: 1, pear: 2, plum: 10 }, grade: { first: '01', second: '02' } },
    { grade: { first: 'success' } },
  );

  it('declares each table as defineCodeTable would, named after its key', () => {
    expect(orchard.fruit.name).toBe('fruit');
    expect(orchard.fruit.entries).toEqual(fruit.entries);
    expect(orchard.grade.labelKeyOf('02')).toBe('codes:grade.02');
    expect(Object.keys(orchard)).toEqual(['fruit', 'grade']);
  });

  it('gives each table only its own colours', () => {
    expect(orchard.grade.colourOf('01')).toBe('success');
    expect(orchard.fruit.colourOf(1)).toBe('default');
  });

  it('keeps literal types per table', () => {
    expectTypeOf<CodeOf<typeof orchard.grade>>().toEqualTypeOf<'01' | '02'>();
    expectTypeOf(orchard.fruit.labelKeyOf(10)).toEqualTypeOf<'codes:fruit.10'>();
  });
});
