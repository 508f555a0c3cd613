import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../database/connect';
import { sessions } from '../database/schema';
import type { Clock } from '../clock';
import { hashToken, newToken } from './tokens';

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** A fresh token on every login; only its hash is kept. */
export async function startSession(
  db: Database,
  clock: Clock,
  operatorId: number,
  ipAddress: string,
): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), operatorId, createdAt: now, lastSeenAt: now, ipAddress });
  return token;
}

/** How stale a session's last-seen time may be: idle time is measured to the minute. */
export const touchIntervalMilliseconds = 60_000;

/** What a request does with its session: refuse it (gone or revoked), end it (timed out), or go on (touching it). */
export type SessionVerdict = 'refuse' | 'expire' | 'touch' | 'live';

/** Judges a session at `now`: idle and absolute limits, and whether its last-seen time is due a touch. */
export function judgeSession(
  session: { createdAt: Date; lastSeenAt: Date; revokedAt: Date | null },
  limits: SessionLimits,
  now: number,
): SessionVerdict {
  if (session.revokedAt) return 'refuse';
  const idleLimit = session.lastSeenAt.getTime() + limits.idleMinutes * 60_000;
  const absoluteLimit = session.createdAt.getTime() + limits.absoluteHours * 3_600_000;
  if (now > idleLimit || now > absoluteLimit) return 'expire';
  // Touched at most once a minute: every call of a busy session would otherwise write the same row.
  return now - session.lastSeenAt.getTime() >= touchIntervalMilliseconds ? 'touch' : 'live';
}

export async function touchSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: clock.now() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, clock: Clock, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of an operator (disable, password change), optionally sparing one. */
export async function revokeOperatorSessions(
  db: Database,
  clock: Clock,
  operatorId: number,
  exceptSessionId?: number,
): Promise<void> {
  const live = and(eq(sessions.operatorId, operatorId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(exceptSessionId === undefined ? live : and(live, ne(sessions.id, exceptSessionId)));
}
