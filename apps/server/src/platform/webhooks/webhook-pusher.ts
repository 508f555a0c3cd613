import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { PushEventType } from '@simdesk/contract';
import type { Clock } from '../clock';
import type { Database, DatabaseHandle } from '../database/connect';
import { storedPushConfig } from '../database/company-configs';
import { companyPushConfigs } from '../database/schema-settings';
import type { OutboundConfig } from '../outbound/outbound-policy';
import { queueConnection, transactionConnection } from '../tasks/queue-connection';
import { newMessageId, signedHeaders } from './webhook-signer';
import { postJson, type DeliveryResult } from './webhook-sender';

export const pushQueueName = 'simdesk-webhooks';

/** One event on its way to a company's receiver; the id and body stay the same across attempts. */
interface PushJob {
  companyId: number;
  eventType: PushEventType;
  messageId: string;
  body: string;
  attempt: number;
}

/** The body every receiver gets: { type, timestamp, data } (the Standard Webhooks payload shape). */
export function pushBody(eventType: PushEventType, data: unknown, at: Date): string {
  return JSON.stringify({ type: eventType, timestamp: at.toISOString(), data });
}

/** Signs a body with a fresh timestamp and POSTs it once: each attempt is signed anew. */
export async function deliverSigned(
  url: string,
  secret: string,
  messageId: string,
  body: string,
  clock: Clock,
  config: OutboundConfig,
): Promise<DeliveryResult> {
  const timestamp = Math.floor(clock.now().getTime() / 1000);
  return postJson(url, body, signedHeaders(secret, messageId, timestamp, body), config);
}

/** The webhook pusher every module uses as services.webhooks. */
export interface WebhookPusher {
  /** `deliver: false` (an api process): events are queued here and delivered by the worker processes. */
  start(options?: { deliver?: boolean }): Promise<void>;
  stop(): Promise<void>;
  /**
   * Queues an event for the company's receiver when its push is on and subscribes to the type; pass the
   * caller's transaction so the event commits (or not) with the change it reports. Delivery is durable:
   * failures are retried with growing, jittered delays (Retry-After honoured); HTTP 410 turns the push off.
   */
  push(
    companyId: number,
    eventType: PushEventType,
    data: unknown,
    options?: { transaction?: Database },
  ): Promise<{ queued: boolean; messageId: string | null }>;
}

function isPushJob(data: unknown): data is PushJob {
  if (typeof data !== 'object' || data === null) return false;
  const job = data as Record<string, unknown>;
  return (
    typeof job.companyId === 'number' && typeof job.messageId === 'string' && typeof job.body === 'string'
  );
}

export function createWebhookPusher(
  database: DatabaseHandle,
  clock: Clock,
  config: OutboundConfig,
  logger: FastifyBaseLogger,
): WebhookPusher {
  const { db } = database;
  // Maintenance of the shared pg-boss schema is the task runner's instance's job; this one only works.
  const boss = new PgBoss({
    db: queueConnection(database),
    schedule: false,
    supervise: false,
    migrate: true,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'push queue error'));

  function backoffSeconds(attempt: number): number {
    const base = config.pushRetryDelaySeconds * 2 ** (attempt - 1);
    return Math.round(base * (0.5 + Math.random()));
  }

  async function deliver(job: PushJob): Promise<void> {
    const target = await storedPushConfig(db, job.companyId);
    if (!target?.enabled || !target.url || !target.signingKey || !target.events.includes(job.eventType)) {
      logger.info({ messageId: job.messageId }, 'push dropped: the company no longer receives this event');
      return;
    }
    const result = await deliverSigned(target.url, target.signingKey, job.messageId, job.body, clock, config);
    if (result.delivered) return;
    if (result.httpStatus === 410) {
      // The receiver says it is gone for good (Standard Webhooks): stop pushing until someone turns it on again.
      await db
        .update(companyPushConfigs)
        .set({ enabled: false })
        .where(eq(companyPushConfigs.companyId, job.companyId));
      logger.warn({ companyId: job.companyId }, 'push turned off: the receiver answered 410 Gone');
      return;
    }
    if (job.attempt > config.pushRetryLimit) {
      logger.warn({ messageId: job.messageId, error: result.error }, 'push given up after its last attempt');
      return;
    }
    const wait = Math.max(backoffSeconds(job.attempt), result.retryAfterSeconds ?? 0);
    await boss.insert([
      {
        name: pushQueueName,
        data: { ...job, attempt: job.attempt + 1 },
        startAfter: new Date(Date.now() + wait * 1000),
      },
    ]);
  }

  return {
    async start(options = {}) {
      await boss.start();
      // Infrastructure retries only (a stopped server); delivery retries are new jobs with their own delay.
      await boss.createQueue(pushQueueName, {
        name: pushQueueName,
        retryLimit: 2,
        retryDelay: 30,
        expireInSeconds: 120,
      });
      if (options.deliver === false) return;
      await boss.work<unknown>(pushQueueName, { pollingIntervalSeconds: 2, batchSize: 4 }, async (jobs) => {
        for (const job of jobs) {
          if (isPushJob(job.data)) await deliver({ ...job.data, attempt: job.data.attempt || 1 });
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: false, close: false });
    },
    async push(companyId, eventType, data, options = {}) {
      const target = await storedPushConfig(db, companyId);
      if (!target?.enabled || !target.url || !target.events.includes(eventType)) {
        return { queued: false, messageId: null };
      }
      const job: PushJob = {
        companyId,
        eventType,
        messageId: newMessageId(),
        body: pushBody(eventType, data, clock.now()),
        attempt: 1,
      };
      const connection = options.transaction ? { db: transactionConnection(options.transaction) } : {};
      await boss.insert([{ name: pushQueueName, data: job }], connection);
      return { queued: true, messageId: job.messageId };
    },
  };
}
