import { createHash, randomBytes } from 'node:crypto';
import type { SimDatabase } from '../database/database';
import type { SimClock } from '../time/sim-clock';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { findAccount, type Account } from './accounts';
import { verifyPassword } from './passwords';

export interface IssuedToken {
  token: string;
  /** Seconds the token stays valid. */
  expiresIn: number;
}

/** Access tokens: random, stored only as a hash, valid for a lifetime in simulated time. */
export interface TokenService {
  issue(appId: string, password: string): Promise<IssuedToken>;
  /** The account a bearer token belongs to, or a 401/403 CarrierError. */
  verify(token: string): Promise<Account>;
  /** Forgets cached accounts after an administrator changed one. */
  forgetAccounts(): void;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createTokenService(
  database: SimDatabase,
  clock: SimClock,
  lifetimeSeconds: number,
): TokenService {
  // Every request checks its token: keep them in memory, the database is the fallback after a restart.
  const tokens = new Map<string, { appId: string; expiresAt: number }>();
  const accounts = new Map<string, Account>();

  const accountFor = async (appId: string) => {
    const cached = accounts.get(appId);
    if (cached) return cached;
    const account = await findAccount(database, appId);
    if (account) accounts.set(appId, account);
    return account;
  };

  return {
    async issue(appId, password) {
      const account = await findAccount(database, appId);
      if (!account || !(await verifyPassword(password, account.passwordHash))) {
        throw new CarrierError(
          401,
          carrierErrorCodes.authenticationFailed,
          'unknown app id or wrong password',
        );
      }
      if (!account.enabled)
        throw new CarrierError(403, carrierErrorCodes.accountDisabled, 'account disabled');
      const token = randomBytes(24).toString('base64url');
      const now = clock.now();
      const expiresAt = now + lifetimeSeconds * 1000;
      await database.query('DELETE FROM carrier_sim.tokens WHERE expires_at < $1', [new Date(now)]);
      await database.query(
        'INSERT INTO carrier_sim.tokens (token_hash, app_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hashOf(token), appId, new Date(now), new Date(expiresAt)],
      );
      tokens.set(hashOf(token), { appId, expiresAt });
      return { token, expiresIn: lifetimeSeconds };
    },

    async verify(token) {
      const hash = hashOf(token);
      let entry = tokens.get(hash);
      if (!entry) {
        const rows = await database.query<{ appId: string; expiresAt: Date }>(
          'SELECT app_id AS "appId", expires_at AS "expiresAt" FROM carrier_sim.tokens WHERE token_hash = $1',
          [hash],
        );
        const row = rows[0];
        if (!row) throw new CarrierError(401, carrierErrorCodes.tokenInvalid, 'token unknown or revoked');
        entry = { appId: row.appId, expiresAt: row.expiresAt.getTime() };
        tokens.set(hash, entry);
      }
      if (entry.expiresAt <= clock.now()) {
        tokens.delete(hash);
        throw new CarrierError(401, carrierErrorCodes.tokenExpired, 'token expired: request a new one');
      }
      const account = await accountFor(entry.appId);
      if (!account) throw new CarrierError(401, carrierErrorCodes.tokenInvalid, 'token unknown or revoked');
      if (!account.enabled)
        throw new CarrierError(403, carrierErrorCodes.accountDisabled, 'account disabled');
      return account;
    },

    forgetAccounts() {
      accounts.clear();
    },
  };
}
