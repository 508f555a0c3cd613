import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../database/connect';
import { queueConnection, transactionConnection } from './queue-connection';

/** The one pg-boss queue of the task centre; a job only names its task, the task row holds the rest. */
export const taskQueueName = 'simdesk-tasks';

export interface TaskJob {
  jobId: string;
  taskId: number;
}

/** The durable queue under the task runner: pg-boss 10 on the same database (PGlite or PostgreSQL). */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Adds a job inside the caller's transaction, so the task row and its job commit together. */
  enqueue(transaction: Database, taskId: number, jobId?: string): Promise<string>;
  /** Takes up to `limit` jobs (FOR UPDATE SKIP LOCKED): each is given to one runner only. */
  fetch(limit: number): Promise<TaskJob[]>;
  complete(jobId: string): Promise<void>;
  /** Hands a fetched job back to the queue for a later try. */
  release(jobId: string): Promise<void>;
  cancel(jobId: string, transaction?: Database): Promise<void>;
  /** True while the job waits to be fetched (created or due for a retry). */
  isWaiting(jobId: string): Promise<boolean>;
}

function taskIdOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('taskId' in data)) return undefined;
  return typeof data.taskId === 'number' ? data.taskId : undefined;
}

export function createJobQueue(
  database: DatabaseHandle,
  logger: FastifyBaseLogger,
  options: { supervise?: boolean } = {},
): JobQueue {
  // No cron (schedule): the task centre needs none, and its clock-skew polling is wasted work here.
  // Maintenance (supervise) is the job of processes that run tasks; an api process only adds jobs.
  const supervise = options.supervise ?? true;
  const boss = new PgBoss({ db: queueConnection(database), schedule: false, supervise, migrate: true });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));

  return {
    async start() {
      await boss.start();
      // Infrastructure retries only: the task row decides whether a task runs again.
      await boss.createQueue(taskQueueName, {
        name: taskQueueName,
        retryLimit: 5,
        retryDelay: 5,
        expireInSeconds: 6 * 3600,
      });
    },
    async stop() {
      await boss.stop({ graceful: false, close: false });
    },
    async enqueue(transaction, taskId, jobId = randomUUID()) {
      await boss.insert([{ id: jobId, name: taskQueueName, data: { taskId } }], {
        db: transactionConnection(transaction),
      });
      return jobId;
    },
    async fetch(limit) {
      const jobs = await boss.fetch<unknown>(taskQueueName, { batchSize: limit });
      const taken: TaskJob[] = [];
      for (const job of jobs) {
        const taskId = taskIdOf(job.data);
        if (taskId === undefined) await boss.fail(taskQueueName, job.id, { message: 'not a task job' });
        else taken.push({ jobId: job.id, taskId });
      }
      return taken;
    },
    async complete(jobId) {
      await boss.complete(taskQueueName, jobId);
    },
    async release(jobId) {
      await boss.fail(taskQueueName, jobId, { message: 'the server stopped before the task started' });
    },
    async cancel(jobId, transaction) {
      await boss.cancel(taskQueueName, jobId, transaction ? { db: transactionConnection(transaction) } : {});
    },
    async isWaiting(jobId) {
      const job = await boss.getJobById(taskQueueName, jobId);
      return job !== null && (job.state === 'created' || job.state === 'retry');
    },
  };
}
