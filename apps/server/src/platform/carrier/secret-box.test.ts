import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and never shows the secret in the sealed text', () => {
    const sealed = box.seal('carrier-demo-pass');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(sealed).not.toContain('carrier-demo-pass');
    expect(box.open(sealed)).toBe('carrier-demo-pass');
  });

  it('seals the same secret differently each time (random IV)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value altered or sealed under another key', () => {
    const sealed = box.seal('secret');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow(/not a sealed secret/);
  });

  it('reads SIMDESK_SECRET_KEY as hex or base64 of 32 bytes only', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseSecretKey('too-short')).toThrow(/32 bytes/);
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});
