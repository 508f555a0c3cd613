import type { DocumentReadingRow, OwnerConfirmation } from '@simdesk/contract/modules/real-name';

/** The owner's fields, each read from one side of the card (front then back). */
export const ownerFields = [
  'name',
  'sex',
  'ethnicity',
  'birthDate',
  'address',
  'idNumber',
  'issuingAuthority',
  'validFrom',
  'validUntil',
] as const satisfies readonly (keyof OwnerConfirmation)[];
export type OwnerField = (typeof ownerFields)[number];

/** What the confirmation form holds. */
export interface ConfirmValues {
  owner: OwnerConfirmation;
  mobile: string;
  consent: boolean;
}

/** The form's first values: what OCR read of both sides, for the owner to check and correct. */
export function ownerFromReadings(
  front: DocumentReadingRow | null,
  back: DocumentReadingRow | null,
): Partial<OwnerConfirmation> {
  const read = { ...front?.fields, ...back?.fields };
  const owner: Partial<Record<OwnerField, string>> = {};
  for (const field of ownerFields) {
    const value = read[field]?.trim();
    if (value) owner[field] = value;
  }
  // Sex is one of two printed words; anything else OCR made of it is left for the owner to choose.
  const { sex, ...texts } = owner;
  return sex === '男' || sex === '女' ? { ...texts, sex } : texts;
}
