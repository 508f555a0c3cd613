/** A UTF-16 half whose other half is missing: no text a person types has one. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unsafeCharacters = new RegExp(`\u0000|${loneSurrogate.source}`, 'g');

/** Whether text holds what PostgreSQL's text cannot store or no person types: NUL, or a lone UTF-16 half. */
export function hasUnsafeCharacters(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text);
}

/**
 * Where in a request's value the first text with unsafe characters sits (`remark`, `cards.2.tag`; a key counts
 * as text too), or undefined when there is none.
 */
export function unsafeTextPath(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  const here = () => (path.length > 0 ? path.join('.') : 'body');
  if (typeof value === 'string') return hasUnsafeCharacters(value) ? here() : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeTextPath(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasUnsafeCharacters(key)) return here();
    const found = unsafeTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The text with each unsafe character replaced by U+FFFD, for a record that must keep what was sent. */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(unsafeCharacters, '\uFFFD');
}
