import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { remoteCommandState, type RemoteCommandStateCode } from '@simdesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CarrierGateway, CarrierSmsMessage } from '../../../platform/carrier/carrier-gateway';
import type { AppServices } from '../../../platform/services';
import { remoteCommands } from './remote-control-schema';

type StoredCommand = typeof remoteCommands.$inferSelect;

const { submitted, delivered, replied, failed, noReply, timedOut } = remoteCommandState.byName;

/** A command with no delivery report this long after it was sent has timed out (the carrier retries ≤ 30 min). */
export const deliveryReportWaitMilliseconds = 60 * 60_000;

/**
 * Commands whose state may still move: awaiting the delivery report, or delivered and awaiting a reply (one that
 * expects none only within its wait; one that expects a reply until it comes or the wait ends in noReply).
 */
function openCommand(now: Date): SQL | undefined {
  const withinWait = sql`${remoteCommands.sentAt} + ${remoteCommands.replyWaitSeconds} * interval '1 second' > ${now}`;
  return or(
    eq(remoteCommands.state, submitted),
    and(eq(remoteCommands.state, delivered), isNotNull(remoteCommands.expectedReply)),
    and(eq(remoteCommands.state, delivered), isNull(remoteCommands.expectedReply), withinWait),
  );
}

function groupedByAccount(commands: readonly StoredCommand[]): Map<number, StoredCommand[]> {
  const groups = new Map<number, StoredCommand[]>();
  for (const command of commands) {
    if (command.messageId === null) continue;
    groups.set(command.carrierAccountId, [...(groups.get(command.carrierAccountId) ?? []), command]);
  }
  return groups;
}

/** The state a command moves to from what the carrier answers now; null fields are left as they are. */
async function progressOf(
  gateway: CarrierGateway,
  command: StoredCommand,
  message: CarrierSmsMessage,
  now: Date,
): Promise<Partial<StoredCommand>> {
  if (message.state === 'failed') {
    return { state: failed, failureCode: message.failureCode, failureReason: message.failureReason };
  }
  if (message.state !== 'delivered') {
    const overdue = now.getTime() - command.sentAt.getTime() > deliveryReportWaitMilliseconds;
    return overdue ? { state: timedOut } : {};
  }
  const deliveredAt = message.reportedAt ? new Date(message.reportedAt) : now;
  const [replyId] = message.replies ?? [];
  if (replyId !== undefined) {
    const reply = await gateway.terminalSms(replyId);
    return {
      state: replied,
      deliveredAt,
      reply: reply.content,
      repliedAt: new Date(reply.sentAt),
      replyAsExpected:
        command.expectedReply === null ? null : reply.content.startsWith(command.expectedReply),
    };
  }
  // The wait for a reply counts from sending, on this server's clock (the carrier's may run ahead).
  const waited = now.getTime() - command.sentAt.getTime() > command.replyWaitSeconds * 1000;
  const unanswered: RemoteCommandStateCode = command.expectedReply === null ? delivered : noReply;
  return { state: waited ? unanswered : delivered, deliveredAt };
}

/**
 * Brings open commands up to date from their carrier (delivery reports, the devices' replies, timeouts); a
 * carrier that does not answer leaves its commands as they were, to be asked again later.
 */
export async function refreshCommands(
  services: Pick<AppServices, 'db' | 'clock' | 'carrier'> & { logger: FastifyBaseLogger },
  commands: readonly StoredCommand[],
): Promise<void> {
  const { db, clock, carrier, logger } = services;
  for (const [accountId, accountCommands] of groupedByAccount(commands)) {
    try {
      const gateway = await carrier.gatewayFor(accountId, { allowDisabled: true });
      for (const command of accountCommands) {
        const message = await gateway.terminalSms(command.messageId ?? '');
        const now = clock.now();
        const progress = await progressOf(gateway, command, message, now);
        await db
          .update(remoteCommands)
          .set({ ...progress, checkedAt: now })
          .where(eq(remoteCommands.id, command.id));
      }
    } catch (error) {
      logger.warn({ err: error, accountId }, 'remote commands not brought up to date');
    }
  }
}

/**
 * The open commands last asked about before `askedBefore` (the carrier is not asked again within moments),
 * among the ids given or, without ids, those asked about longest ago (the background sweep).
 */
export async function staleOpenCommands(
  services: Pick<AppServices, 'db' | 'clock'>,
  options: { askedBefore: Date; ids?: readonly number[]; limit: number },
): Promise<StoredCommand[]> {
  const { askedBefore, ids, limit } = options;
  if (ids?.length === 0) return [];
  return services.db
    .select()
    .from(remoteCommands)
    .where(
      and(
        ids === undefined ? undefined : inArray(remoteCommands.id, [...ids]),
        openCommand(services.clock.now()),
        lt(remoteCommands.checkedAt, askedBefore),
      ),
    )
    .orderBy(asc(remoteCommands.checkedAt))
    .limit(limit);
}
