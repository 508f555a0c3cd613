/** A LIKE/ILIKE pattern matching the value anywhere, with the value's own % _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
