import { createHmac, hkdfSync } from 'node:crypto';
import { createSecretBox } from '../carrier/secret-box';

/**
 * Personal data kept at rest (PIPL): names, document numbers, addresses and mobiles are sealed with AES-256-GCM,
 * and what must be found exactly (a document number) also gets a keyed blind index, so a search never decrypts
 * and a stolen table without the key reveals nothing, not even which rows share a number.
 */
export interface PersonalDataBox {
  seal(plain: string): string;
  sealOrNull(plain: string | null | undefined): string | null;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
  openOrNull(sealed: string | null): string | null;
  /** The keyed index of a value of one kind ('document-number'): equal values, equal indexes; normalised first. */
  blindIndex(kind: string, value: string): string;
}

/** A value as it is compared: without spaces or hyphens, upper-case (an ID number's x is its X). */
export const normalizedForIndex = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

// Separate keys from the one secret key, so the blind index and the carrier secrets never share a key.
function derivedKey(secretKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), `simdesk ${purpose} v1`, 32));
}

/** The box for personal data, from the server's secret key (SIMDESK_SECRET_KEY or the stored one). */
export function createPersonalDataBox(secretKey: Buffer): PersonalDataBox {
  const box = createSecretBox(derivedKey(secretKey, 'personal data'));
  const indexKey = derivedKey(secretKey, 'blind index');
  return {
    seal: (plain) => box.seal(plain),
    sealOrNull: (plain) => (plain === null || plain === undefined || plain === '' ? null : box.seal(plain)),
    open: (sealed) => box.open(sealed),
    openOrNull: (sealed) => (sealed === null ? null : box.open(sealed)),
    blindIndex: (kind, value) =>
      createHmac('sha256', indexKey)
        .update(`${kind}\u0000${normalizedForIndex(value)}`)
        .digest('base64url'),
  };
}
