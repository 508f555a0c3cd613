/** A trimmed text, or undefined when nothing was typed (an add leaves the field out). */
export function filledOrUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A trimmed text, or null when nothing was typed (an edit clears the field with null). */
export function filledOrNull(value: string | undefined): string | null {
  return filledOrUndefined(value) ?? null;
}
