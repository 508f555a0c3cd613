import { maskPhone, maskSensitive, withoutUnsafeCharacters } from '@simdesk/contract';

// Keys whose values never reach the log at all, and keys holding personal data that are masked.
// A picture (an identity card, a face) never reaches the log either.
const secretKey = /password|ticket|token|secret|verificationcode|privatekey|picture/i;
const phoneKey = /mobile|phone/i;
const personalKey =
  /mail|idnumber|idcard|documentnumber|certificatenumber|name$|address|birthdate|ethnicity|^sex$|issuingauthority/i;

/** A copy of a request body fit for the audit log: secrets removed, personal data masked. */
export function maskDetail(value: unknown, key = ''): unknown {
  if (secretKey.test(key)) return '[removed]';
  if (typeof value === 'string') {
    // What the log stores must fit PostgreSQL's text, whatever was sent.
    const text = withoutUnsafeCharacters(value);
    if (phoneKey.test(key)) return maskPhone(text);
    if (personalKey.test(key) && key !== 'account') return maskSensitive(text);
    return text.length > 500 ? `${text.slice(0, 500)}…` : text;
  }
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => maskDetail(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([entryKey, entry]) => [
        withoutUnsafeCharacters(entryKey),
        maskDetail(entry, entryKey),
      ]),
    );
  }
  return value;
}
