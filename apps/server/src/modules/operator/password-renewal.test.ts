import { describe, expect, it } from 'vitest';
import { mustChangePasswordMarker, mustRenewPassword } from '../../platform/auth/sent-passwords';

const now = new Date('2026-11-22T08:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('mustRenewPassword', () => {
  it('asks for a new password once it is older than the maximum age', () => {
    expect(mustRenewPassword(daysAgo(89), now, 90)).toBe(false);
    expect(mustRenewPassword(daysAgo(91), now, 90)).toBe(true);
  });

  it('never expires a password by age when the maximum age is off', () => {
    expect(mustRenewPassword(daysAgo(5000), now, 0)).toBe(false);
  });

  it('always asks to replace a temporary password, even with the age rule off', () => {
    expect(mustRenewPassword(mustChangePasswordMarker, now, 0)).toBe(true);
    expect(mustRenewPassword(mustChangePasswordMarker, now, 90)).toBe(true);
  });
});
