/** Placeholders a command template's SMS may carry, filled per card when a command is sent. */
export const commandPlaceholders = ['iccid', 'msisdn', 'time'] as const;
export type CommandPlaceholder = (typeof commandPlaceholders)[number];

/** Longest SMS content the carrier takes for a T-Box command (after the placeholders are filled). */
export const commandContentMaximumLength = 500;

const placeholderPattern = /\{([^{}]*)\}/g;

/**
 * What is wrong with a template's content: placeholders it does not know, and braces that open or close no
 * placeholder. Empty when the content is fine.
 */
export function templateContentProblems(content: string): { unknown: string[]; unbalanced: boolean } {
  const unknown = [...content.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(commandPlaceholders as readonly string[]).includes(name));
  const withoutPlaceholders = content.replace(placeholderPattern, '');
  return { unknown, unbalanced: /[{}]/.test(withoutPlaceholders) };
}

/** The SMS a card receives: the template's content with its placeholders filled. */
export function fillCommandContent(
  content: string,
  values: Readonly<Record<CommandPlaceholder, string>>,
): string {
  return content.replace(placeholderPattern, (whole, name: string) =>
    name in values ? values[name as CommandPlaceholder] : whole,
  );
}
