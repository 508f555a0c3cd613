import type { z } from 'zod';

/** What a form can learn from one field's schema: the rules the server will check the value against. */
export interface FieldSchemaFacts {
  /**
   * The schema takes neither a missing value, nor null, nor an empty text or list: however the form sends
   * a blank field, it is refused, so the form must ask for it.
   */
  required: boolean;
  kind: 'string' | 'number' | 'boolean' | 'choice' | 'list' | 'other';
  /** A text of spaces only is refused (the schema trims before it counts). */
  refusesSpaces: boolean;
  /** Of a text its characters, of a list its items. */
  minLength?: number;
  maxLength?: number;
  /** Patterns a text must match (the schema's regex checks). */
  patterns: readonly RegExp[];
  minimum?: number;
  maximum?: number;
  /** The values an enum or literal field accepts. */
  choices?: readonly (string | number)[];
}

type FieldPath = string | number | readonly (string | number)[];

// Wrappers that say how a value may be missing; the rules live on the schema inside them.
const wrapperTypes = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

/** The schema inside optional, nullable, default … wrappers (and the input side of a pipe). */
export function innerSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (wrapperTypes.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/**
 * The schema of one field of an object schema, by its form name: a key, or a path through nested objects
 * and lists (a number stands for any element of a list). Undefined when the object has no such field.
 */
export function fieldSchemaAt(objSchema: z.ZodType, path: FieldPath): z.ZodType | undefined {
  const steps = Array.isArray(path) ? path : [path];
  let current: z.ZodType | undefined = objSchema;
  for (const step of steps) {
    if (current === undefined) return undefined;
    const inner = innerSchema(current);
    const type = inner._zod.def.type;
    if (type === 'object' && typeof step === 'string') current = (inner as z.ZodObject).shape[step];
    else if (type === 'array' && typeof step === 'number') current = (inner as z.ZodArray<z.ZodType>).element;
    else return undefined;
  }
  return current;
}

/**
 * A text as the schema's checks see it: after its overwrites (trim, case), which run before its checks.
 * Ant Design's length and pattern rules check this, so a value the server takes is never refused.
 */
export function asSchemaSees(schema: z.ZodType, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let seen: unknown = value;
  for (const check of innerSchema(schema)._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; tx?: (input: unknown) => unknown };
    if (def.check === 'overwrite' && def.tx) seen = def.tx(seen);
  }
  return seen;
}

function regexPatterns(schema: z.ZodType): RegExp[] {
  return (schema._zod.def.checks ?? [])
    .map((check) => check._zod.def as { format?: string; pattern?: RegExp })
    .filter((def) => def.format === 'regex' && def.pattern instanceof RegExp)
    .map((def) => def.pattern as RegExp);
}

function finite(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || !Number.isFinite(value) ? undefined : value;
}

/** The length checks of a text or a list schema. */
function lengthBounds(schema: z.ZodType): { minLength?: number; maxLength?: number } {
  const bounds: { minLength?: number; maxLength?: number } = {};
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === 'min_length') bounds.minLength = def.minimum;
    if (def.check === 'max_length') bounds.maxLength = def.maximum;
    if (def.check === 'length_equals') bounds.minLength = bounds.maxLength = def.length;
  }
  return bounds;
}

/** The facts of a field's schema: whether it may be left out, its kind, lengths, patterns, bounds, choices. */
export function describeFieldSchema(schema: z.ZodType): FieldSchemaFacts {
  const inner = innerSchema(schema);
  const kind = inner._zod.def.type;
  const refuses = (value: unknown) => !schema.safeParse(value).success;
  // A blank field reaches a call as undefined, null, an empty text or an empty list.
  const blankOfKind = kind === 'string' ? '' : kind === 'array' ? [] : undefined;
  const required = refuses(undefined) && refuses(null) && refuses(blankOfKind);
  const known = { required, refusesSpaces: kind === 'string' && refuses(' ') };
  switch (kind) {
    case 'string':
      return { ...known, kind: 'string', ...lengthBounds(inner), patterns: regexPatterns(inner) };
    case 'array':
      return { ...known, kind: 'list', ...lengthBounds(inner), patterns: [] };
    case 'number': {
      const number = inner as z.ZodNumber;
      return {
        ...known,
        kind: 'number',
        minimum: finite(number.minValue),
        maximum: finite(number.maxValue),
        patterns: [],
      };
    }
    case 'boolean':
      return { ...known, kind: 'boolean', patterns: [] };
    case 'enum':
      return { ...known, kind: 'choice', patterns: [], choices: (inner as z.ZodEnum).options };
    case 'literal':
      return {
        ...known,
        kind: 'choice',
        patterns: [],
        choices: [...(inner as z.ZodLiteral<string | number>).values],
      };
    default:
      return { ...known, kind: 'other', patterns: [] };
  }
}
