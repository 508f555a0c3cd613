import {
  identityNumberDocumentTypes,
  isValidIdentityNumber,
  type IdDocumentTypeCode,
} from '@simdesk/contract';
import { certificateNumberChecks, personDocumentNumberChecks } from '@simdesk/contract/modules/real-name';

/** Why a company certificate number is refused, or null: checked by its own check character. */
export function certificateProblem(type: 'S' | 'T' | 'O', number: string): string | null {
  return certificateNumberChecks(type, number)
    ? null
    : `${number} is not a valid certificate number of type ${type}: its form or check character does not match`;
}

/** Why a person's document number is refused on `today` (YYYY-MM-DD), or null; an identity number's birth date too. */
export function personDocumentProblem(
  type: IdDocumentTypeCode,
  number: string,
  today: string,
): string | null {
  const compact = number.replace(/[\s-]/g, '').toUpperCase();
  const valid =
    personDocumentNumberChecks(type, number) &&
    (!identityNumberDocumentTypes.includes(type) || isValidIdentityNumber(compact, today));
  return valid
    ? null
    : `${number} is not a valid document number: its check character or birth date does not match`;
}
