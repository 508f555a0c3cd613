import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asSchemaSees, describeFieldSchema, fieldSchemaAt } from './schema-field';

const obj = z
  .strictObject({
    name: z.string().trim().min(1).max(64),
    code: z.string().regex(/^[A-Z]{2}$/),
    remark: z.string().max(200).optional(),
    mobile: z.string().min(11).max(11).nullable(),
    blankAllowed: z.string().max(10),
    colour: z.enum(['red', 'green']),
    size: z.literal([1, 2, 4]),
    order: z.number().int().min(0).max(99999).optional(),
    entries: z.array(z.strictObject({ label: z.string().max(32) })),
    tags: z.array(z.string()).max(50),
  })
  .refine(() => true);

const facts = (name: string) => {
  const schema = fieldSchemaAt(obj, name);
  if (!schema) throw new Error(`no ${name}`);
  return describeFieldSchema(schema);
};

describe('describeFieldSchema', () => {
  it('asks for a field only when no blank of any kind (missing, null, empty text) passes', () => {
    expect(facts('name').required).toBe(true);
    expect(facts('colour').required).toBe(true);
    expect(facts('remark').required).toBe(false);
    expect(facts('mobile').required).toBe(false);
    expect(facts('blankAllowed').required).toBe(false);
    expect(facts('tags').required).toBe(false);
  });

  it('refuses a text of spaces only when the schema trims it to nothing', () => {
    expect(facts('name').refusesSpaces).toBe(true);
    expect(facts('code').refusesSpaces).toBe(true);
    expect(facts('blankAllowed').refusesSpaces).toBe(false);
  });

  it('reads lengths, patterns, bounds and choices from the checks', () => {
    expect(facts('name')).toMatchObject({ kind: 'string', minLength: 1, maxLength: 64, patterns: [] });
    expect(facts('code').patterns.map(String)).toEqual(['/^[A-Z]{2}$/']);
    expect(facts('mobile')).toMatchObject({ minLength: 11, maxLength: 11 });
    expect(facts('order')).toMatchObject({ kind: 'number', minimum: 0, maximum: 99999 });
    expect(facts('colour')).toMatchObject({ kind: 'choice', choices: ['red', 'green'] });
    expect(facts('size').choices).toEqual([1, 2, 4]);
    expect(facts('tags')).toMatchObject({ kind: 'list', maxLength: 50 });
  });
});

describe('asSchemaSees', () => {
  it('trims a text as the schema does before its checks, and leaves a schema without overwrites alone', () => {
    const name = fieldSchemaAt(obj, 'name');
    const code = fieldSchemaAt(obj, 'code');
    expect(name && asSchemaSees(name, '  Pear ')).toBe('Pear');
    expect(code && asSchemaSees(code, ' AB ')).toBe(' AB ');
  });
});

describe('fieldSchemaAt', () => {
  it('finds a field through a refined object and a list of objects', () => {
    const label = fieldSchemaAt(obj, ['entries', 0, 'label']);
    expect(label && describeFieldSchema(label).maxLength).toBe(32);
  });

  it('answers undefined for a name the obj does not have', () => {
    expect(fieldSchemaAt(obj, 'nickname')).toBeUndefined();
    expect(fieldSchemaAt(obj, ['name', 'first'])).toBeUndefined();
  });
});
