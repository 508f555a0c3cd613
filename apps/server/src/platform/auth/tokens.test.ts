import { describe, expect, it } from 'vitest';
import { hashToken, newToken, newVerificationCode, sameHash } from './tokens';

describe('tokens', () => {
  it('makes tokens of at least 128 bits that never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('stores a hash that does not contain the token', () => {
    const token = newToken();
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(sameHash(hashToken(token), hashToken(`${token}x`))).toBe(false);
  });

  it('makes 6-digit codes, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, () => newVerificationCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });
});
