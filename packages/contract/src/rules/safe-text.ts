/** A UTF-16 half whose other half is missing: no text a person types has one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL or any UTF-16 half, paired or not. */
const possiblyUnsafe = new RegExp(`[\u0000\\uD800-\\uDFFF]`);

const unsafeCharacters = new RegExp(`\u0000|${loneSurrogate.source}`, 'g');

/** Whether text holds what PostgreSQL's text cannot store or no person types: NUL, or a lone UTF-16 half. */
export function hasUnsafeCharacters(text: string): boolean {
  // Most texts hold neither NUL nor any UTF-16 half: one plain class test spares them the lookarounds.
  return possiblyUnsafe.test(text) && (text.includes('\u0000') || loneSurrogate.test(text));
}

/** The keys and indexes down to the first unsafe text in a value, or undefined when there is none. */
function unsafeSegments(value: unknown): (string | number)[] | undefined {
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? [] : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = unsafeSegments(value[index]);
      if (found !== undefined) return [index, ...found];
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeCharacters(key)) return [];
    const found = unsafeSegments(item);
    if (found !== undefined) return [key, ...found];
  }
  return undefined;
}

/**
 * Where in a request's value the first text with unsafe characters sits (`remark`, `cards.2.tag`; a key counts
 * as text too), or undefined when there is none. The path is built only for what is found: a batch of a
 * thousand numbers is walked without a path array for each.
 */
export function unsafeTextPath(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  const found = unsafeSegments(value);
  if (found === undefined) return undefined;
  const whole = [...path, ...found];
  return whole.length > 0 ? whole.join('.') : 'body';
}

/** The text with each unsafe character replaced by U+FFFD, for a record that must keep what was sent. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(unsafeCharacters, '\uFFFD');
}
