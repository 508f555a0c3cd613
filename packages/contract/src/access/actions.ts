/** Button-level permission keys (spec §6). */
export const buttonActions = [
  'add',
  'delete',
  'edit',
  'query',
  'get',
  'enable',
  'disable',
  'import',
  'export',
  // Approves or rejects what others submitted (IP certification's destination lists).
  'review',
  // Shows personal data in clear (a registration's name and document number), each time with a reason.
  'reveal',
] as const;
export type ButtonAction = (typeof buttonActions)[number];

export function isButtonAction(value: string): value is ButtonAction {
  return (buttonActions as readonly string[]).includes(value);
}
