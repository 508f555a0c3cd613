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

/** An event as it was queued: what a push record keeps. */
export interface QueuedPush {
  companyId: number;
  eventType: PushEventType;
  messageId: string;
  endpoint: string;
  body: string;
}

/** How one attempt went; `result` is null when the push was dropped before any attempt. */
export interface PushAttempt {
  messageId: string;
  outcome: 'delivered' | 'retrying' | 'failed' | 'dropped';
  result: DeliveryResult | null;
  nextAttemptAt: Date | null;
}

/** Told of every event queued and every attempt, so a module keeps the push records. */
export interface PushObserver {
  queued(push: QueuedPush, options: { transaction?: Database; resent: boolean }): Promise<void>;
  attempted(attempt: PushAttempt): Promise<void>;
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
  /** Sends a queued event again with the same id and body (resend, replay); false when the push is off. */
  resend(push: Omit<QueuedPush, 'endpoint'>): Promise<boolean>;
  /** Adds an observer of every push (the push records). */
  observe(observer: PushObserver): void;
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

  const observers: PushObserver[] = [];

  // A failing observer must not stop a delivery: it is logged and the push goes on.
  async function tell(report: (observer: PushObserver) => Promise<void>): Promise<void> {
    for (const observer of observers) {
      await report(observer).catch((error: unknown) => logger.error({ err: error }, 'push observer failed'));
    }
  }

  function backoffSeconds(attempt: number): number {
    const base = config.pushRetryDelaySeconds * 2 ** (attempt - 1);
    return Math.round(base * (0.5 + Math.random()));
  }

  async function deliver(job: PushJob): Promise<void> {
    const target = await storedPushConfig(db, job.companyId);
    if (!target?.enabled || !target.url || !target.signingKey || !target.events.includes(job.eventType)) {
      logger.info({ messageId: job.messageId }, 'push dropped: the company no longer receives this event');
      await tell((observer) =>
        observer.attempted({
          messageId: job.messageId,
          outcome: 'dropped',
          result: null,
          nextAttemptAt: null,
        }),
      );
      return;
    }
    const result = await deliverSigned(target.url, target.signingKey, job.messageId, job.body, clock, config);
    const attempted = (outcome: PushAttempt['outcome'], nextAttemptAt: Date | null = null) =>
      tell((observer) => observer.attempted({ messageId: job.messageId, outcome, result, nextAttemptAt }));
    if (result.delivered) {
      await attempted('delivered');
      return;
    }
    if (result.httpStatus === 410) {
      // The receiver says it is gone for good (Standard Webhooks): stop pushing until someone turns it on again.
      await db
        .update(companyPushConfigs)
        .set({ enabled: false })
        .where(eq(companyPushConfigs.companyId, job.companyId));
      logger.warn({ companyId: job.companyId }, 'push turned off: the receiver answered 410 Gone');
      await attempted('failed');
      return;
    }
    if (job.attempt > config.pushRetryLimit) {
      logger.warn({ messageId: job.messageId, error: result.error }, 'push given up after its last attempt');
      await attempted('failed');
      return;
    }
    const wait = Math.max(backoffSeconds(job.attempt), result.retryAfterSeconds ?? 0);
    const startAfter = new Date(Date.now() + wait * 1000);
    await boss.insert([{ name: pushQueueName, data: { ...job, attempt: job.attempt + 1 }, startAfter }]);
    await attempted('retrying', startAfter);
  }

  async function enqueue(job: PushJob, url: string, resent: boolean, transaction?: Database): Promise<void> {
    const connection = transaction ? { db: transactionConnection(transaction) } : {};
    await boss.insert([{ name: pushQueueName, data: job }], connection);
    const { attempt: _attempt, ...push } = job;
    await tell((observer) =>
      observer.queued({ ...push, endpoint: url }, { resent, ...(transaction ? { transaction } : {}) }),
    );
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
      await enqueue(job, target.url, false, options.transaction);
      return { queued: true, messageId: job.messageId };
    },
    async resend(push) {
      const target = await storedPushConfig(db, push.companyId);
      if (!target?.enabled || !target.url || !target.events.includes(push.eventType)) return false;
      await enqueue({ ...push, attempt: 1 }, target.url, true);
      return true;
    },
    observe(observer) {
      observers.push(observer);
    },
  };
}
