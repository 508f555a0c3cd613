/**
 * A whole-number setting from the environment: the fallback when unset or blank, otherwise a whole number of
 * at least `minimum`; anything else stops the start with the variable's name and what it was given.
 */
export function wholeNumberSetting(
  environment: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  minimum = 0,
): number {
  const value = environment[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) {
    throw new Error(`${name}: expected a whole number of at least ${minimum}, got "${value}"`);
  }
  return parsed;
}
