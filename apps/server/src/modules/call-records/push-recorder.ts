import { eq, sql } from 'drizzle-orm';
import { pushStatus } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import type { PushObserver } from '../../platform/webhooks/webhook-pusher';
import { pushRecords } from './call-records-schema';

const excerptLength = 500;
const statusOf = {
  delivered: pushStatus.byName.delivered,
  retrying: pushStatus.byName.retrying,
  failed: pushStatus.byName.failed,
  dropped: pushStatus.byName.dropped,
} as const;

/** Keeps a push record of every event the pusher queues, and of how each attempt went. */
export function createPushRecorder(db: Database): PushObserver {
  return {
    async queued(push, options) {
      const writer = options.transaction ?? db;
      // A resend or replay keeps the record (same event id): it is queued again and counted.
      await writer
        .insert(pushRecords)
        .values({
          companyId: push.companyId,
          eventId: push.messageId,
          eventType: push.eventType,
          endpoint: push.endpoint,
          payload: push.body,
          status: pushStatus.byName.queued,
        })
        .onConflictDoUpdate({
          target: pushRecords.eventId,
          set: {
            status: pushStatus.byName.queued,
            endpoint: push.endpoint,
            nextAttemptAt: null,
            resendCount: sql`${pushRecords.resendCount} + ${options.resent ? 1 : 0}`,
          },
        });
    },
    async attempted(attempt) {
      const { result } = attempt;
      const now = new Date();
      await db
        .update(pushRecords)
        .set({
          status: statusOf[attempt.outcome],
          nextAttemptAt: attempt.nextAttemptAt,
          ...(result
            ? {
                attempts: sql`${pushRecords.attempts} + 1`,
                responseCode: result.httpStatus,
                responseExcerpt: result.responseBody?.slice(0, excerptLength) ?? null,
                lastError: result.error,
                durationMs: result.durationMs,
                lastAttemptAt: now,
              }
            : {}),
          ...(attempt.outcome === 'delivered' ? { deliveredAt: now } : {}),
        })
        .where(eq(pushRecords.eventId, attempt.messageId));
    },
  };
}
