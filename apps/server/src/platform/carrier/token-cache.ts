import { createHash } from 'node:crypto';
import type { CarrierCredentials } from './carrier-http-client';

interface CachedToken {
  token: string;
  expiresAt: number;
  /** The credentials the token was issued for: a changed password or address makes it unusable. */
  fingerprint: string;
}

// Renew a little early so a token does not expire between our check and the carrier's.
const renewMarginMs = 60_000;

function fingerprintOf(credentials: CarrierCredentials): string {
  return createHash('sha256')
    .update(`${credentials.baseUrl}\n${credentials.appId}\n${credentials.password}`)
    .digest('hex');
}

/** Carrier tokens per account, shared by every request of the process; sign-ins are not duplicated. */
export function createTokenCache(now: () => number) {
  const tokens = new Map<number, CachedToken>();
  const pending = new Map<number, Promise<string>>();

  function remember(credentials: CarrierCredentials, answer: { token: string; expiresIn: number }): string {
    tokens.set(credentials.accountId, {
      token: answer.token,
      expiresAt: now() + answer.expiresIn * 1000 - renewMarginMs,
      fingerprint: fingerprintOf(credentials),
    });
    return answer.token;
  }

  return {
    async tokenFor(
      credentials: CarrierCredentials,
      signIn: () => Promise<{ token: string; expiresIn: number }>,
    ): Promise<string> {
      const cached = tokens.get(credentials.accountId);
      if (cached && cached.expiresAt > now() && cached.fingerprint === fingerprintOf(credentials)) {
        return cached.token;
      }
      const inFlight = pending.get(credentials.accountId);
      if (inFlight) return inFlight;
      const signing = signIn()
        .then((answer) => remember(credentials, answer))
        .finally(() => pending.delete(credentials.accountId));
      pending.set(credentials.accountId, signing);
      return signing;
    },
    remember,
    forget(accountId: number): void {
      tokens.delete(accountId);
    },
  };
}

export type TokenCache = ReturnType<typeof createTokenCache>;
