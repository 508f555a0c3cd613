import { eq } from 'drizzle-orm';
import { apiBasePath, status, type Envelope } from '@simdesk/contract';
import { operators } from '../platform/database/schema';
import type { TestApp } from '../test/test-app';

/** Answers that say the session has ended (a walked call signed out, changed the password …). */
export const sessionEndedStatuses: ReadonlySet<string> = new Set([status.unauthorized, status.loginExpired]);

export interface KeptSession {
  /** The operator's row put back as it was, and a live token: the kept one, or a new sign-in's. */
  restore(): Promise<string>;
}

/**
 * One operator's session kept across the calls of a suite that walks every call. A walked call may disable,
 * lock, re-password or sign out whoever its ids name: before each call the operator's row is put back, and the
 * operator signs in again only when the session has ended. A sign-in hashes the password (argon2id, tens of
 * milliseconds), so signing in before every call cost more than the calls themselves.
 */
export async function keepSession(testApp: TestApp, account: string): Promise<KeptSession> {
  const db = testApp.database.db;
  const [original] = await db.select().from(operators).where(eq(operators.account, account));
  if (!original) throw new Error(`${account} is missing`);
  let token: string | undefined;

  async function isLive(candidate: string): Promise<boolean> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${apiBasePath}/operator/current`,
      headers: { authorization: `Bearer ${candidate}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ obj: {} }),
    });
    return response.json<Envelope>().status === status.success;
  }

  return {
    async restore() {
      const { id, ...fields } = original;
      await db.update(operators).set(fields).where(eq(operators.id, id));
      if (token === undefined || !(await isLive(token))) token = (await testApp.login(account)).token;
      return token;
    },
  };
}
