// -9100: the back's validity period. By the Resident Identity Card Law (art. 5) a card is valid 5, 10 or 20 years
// from its issue, or long-term (长期) — printed as start and end dates with the same month and day.
import { longTermValidity, type IdCardBackFields } from '../id-card-fields';
import {
  documentWarningCode,
  warningIf,
  type DocumentWarning,
  type DocumentWarningReason,
} from './document-warnings';

const legalTermsInYears = [5, 10, 20];

function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date in Beijing (UTC+8, no daylight saving), where the card's dates are printed. */
export function beijingDate(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

function hasLegalTerm(validFrom: string, validUntil: string): boolean {
  const years = Number(validUntil.slice(0, 4)) - Number(validFrom.slice(0, 4));
  const fromMonthDay = validFrom.slice(5);
  const untilMonthDay = validUntil.slice(5);
  // A card issued on 29 February ends on 28 February or 1 March of a common year.
  const sameDay =
    fromMonthDay === untilMonthDay ||
    (fromMonthDay === '02-29' && ['02-28', '03-01'].includes(untilMonthDay));
  return sameDay && legalTermsInYears.includes(years);
}

/** The -9100 warning of a back's validity period, judged on `now`; none when it is valid. */
export function checkValidityPeriod(
  period: Pick<IdCardBackFields, 'validFrom' | 'validUntil'>,
  now: Date,
): DocumentWarning[] {
  const { validFrom, validUntil } = period;
  const longTerm = validUntil === longTermValidity;
  if (!isRealDate(validFrom) || (!longTerm && !isRealDate(validUntil)))
    return warningIf(documentWarningCode.validityInvalid, ['malformed-date']);
  const today = beijingDate(now);
  const reasons: DocumentWarningReason[] = [];
  if (!longTerm && validUntil < validFrom) reasons.push('ends-before-start');
  if (validFrom > today) reasons.push('not-yet-valid');
  // The card is valid through its last printed day.
  if (!longTerm && validUntil < today) reasons.push('expired');
  if (!longTerm && validUntil >= validFrom && !hasLegalTerm(validFrom, validUntil))
    reasons.push('unusual-term');
  return warningIf(documentWarningCode.validityInvalid, reasons);
}
