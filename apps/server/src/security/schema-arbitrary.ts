import fc from 'fast-check';

/** The part of JSON Schema that zod's toJSONSchema writes for the contract's call bodies. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

// Long inputs are the fuzzer's business too, but a few hundred characters find the same faults faster.
const longestString = 300;
const longestArray = 30;

function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    // A pattern fast-check cannot generate from (look-arounds): plain strings, refused or not.
    return fc.string({ maxLength: longestString });
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) return patternArbitrary(schema.pattern);
  return fc.string({
    unit: 'binary',
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? longestString, longestString),
  });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const minimum =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const maximum =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  if (integer) {
    return fc.integer({
      min: Math.max(minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
      max: Math.min(maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: minimum, max: maximum, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) shape[name] = arbitraryFromSchema(property);
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

function typedArbitrary(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryFromSchema(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? longestArray, longestArray),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue();
  }
}

/** Values that mostly satisfy the schema, so the fuzzer reaches the handlers and not only the validation. */
export function arbitraryFromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map(arbitraryFromSchema));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue();
  return fc.oneof(...types.map((type) => typedArbitrary(schema, type)));
}

/** Keys a caller must never be able to smuggle into a call that does not declare them. */
export const smuggledKeys = ['companyId', 'roleId', 'operatorId', 'crossCompany', 'orgPath'] as const;

/**
 * A body as the fuzzer sends it: the schema's own shape, that shape with one field replaced by any JSON,
 * or with a key the call does not declare. `smuggled` names the key added, if any.
 */
export function mutatedBodyArbitrary(
  schema: JsonSchema,
): fc.Arbitrary<{ obj: unknown; smuggled: string | undefined }> {
  const valid = arbitraryFromSchema(schema);
  const declared = new Set(Object.keys(schema.properties ?? {}));
  const undeclared = smuggledKeys.filter((key) => !declared.has(key));
  const asIs = valid.map((obj) => ({ obj, smuggled: undefined }));
  const replaced = fc
    .tuple(valid, fc.constantFrom(...(declared.size > 0 ? [...declared] : ['value'])), fc.jsonValue())
    .map(([obj, key, value]) => ({
      obj: typeof obj === 'object' && obj !== null ? { ...obj, [key]: value } : value,
      smuggled: undefined,
    }));
  if (undeclared.length === 0) return fc.oneof(asIs, replaced);
  const withSmuggledKey = fc
    .tuple(valid, fc.constantFrom(...undeclared), fc.integer({ min: 1, max: 5 }))
    .map(([obj, key, value]) => ({
      obj: typeof obj === 'object' && obj !== null ? { ...obj, [key]: value } : { [key]: value },
      smuggled: key,
    }));
  return fc.oneof(asIs, replaced, withSmuggledKey);
}
