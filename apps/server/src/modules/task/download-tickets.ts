import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TaskFile } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { sessions } from '../../platform/database/schema';
import { taskDownloadTickets } from '../../platform/database/schema-tasks';
import { forbidden } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/** What a spent ticket was issued for. */
export interface SpentTicket {
  operatorId: number;
  sessionId: number;
  taskId: number;
  file: TaskFile;
}

/** A one-time ticket for one file of one task, for this operator and session; only its hash is stored. */
export async function issueDownloadTicket(
  services: AppServices,
  caller: OperatorContext,
  taskId: number,
  file: TaskFile,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = newToken();
  const expiresAt = new Date(
    services.clock.now().getTime() + services.config.tasks.downloadTicketSeconds * 1000,
  );
  await services.db.insert(taskDownloadTickets).values({
    tokenHash: hashToken(ticket),
    taskId,
    operatorId: caller.operatorId,
    sessionId: caller.sessionId,
    file,
    expiresAt,
  });
  return { ticket, expiresAt };
}

const unusable = () => forbidden('this download link has expired or was already used');

/**
 * Spends a ticket: once, before it expires, for the task it names, while the session that asked for it lives.
 * A session token is not a ticket (only ticket hashes are looked up), so it never opens a download.
 */
export async function spendDownloadTicket(
  services: AppServices,
  ticket: string,
  taskId: number,
): Promise<SpentTicket> {
  const now = services.clock.now();
  const spent = await services.db
    .update(taskDownloadTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(taskDownloadTickets.tokenHash, hashToken(ticket)),
        isNull(taskDownloadTickets.usedAt),
        gt(taskDownloadTickets.expiresAt, now),
      ),
    )
    .returning();
  const row = spent[0];
  if (!row || row.taskId !== taskId) throw unusable();
  const live = await services.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
  if (!live[0]) throw unusable();
  const file: TaskFile = row.file === 'error-report' ? 'error-report' : 'result';
  return { operatorId: row.operatorId, sessionId: row.sessionId, taskId: row.taskId, file };
}
