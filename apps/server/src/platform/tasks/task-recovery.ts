import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { taskStatus } from '@simdesk/contract';
import type { Database } from '../database/connect';
import { tasks } from '../database/schema-tasks';
import type { JobQueue } from './job-queue';
import type { TaskConfig } from './task-config';
import { removeQuietly, taskFolder } from './task-files';
import type { RunnableKind } from './task-kind';

export interface RecoveryDependencies {
  db: Database;
  queue: JobQueue;
  config: TaskConfig;
  dataDir: string;
  logger: FastifyBaseLogger;
  kindNamed(name: string): RunnableKind | undefined;
}

// Rows looked at per round; the next round (one heartbeat later) takes the rest.
const recoveryBatch = 100;

/** Rows whose last sign of life is older than the stale limit (database time, shared by every process). */
function staleSince(config: TaskConfig) {
  return sql`now() - make_interval(secs => ${config.staleMilliseconds / 1000})`;
}

function isStaleProcessing(config: TaskConfig) {
  return and(
    eq(tasks.taskStatus, taskStatus.byName.processing),
    or(isNull(tasks.heartbeatAt), lt(tasks.heartbeatAt, staleSince(config))),
  );
}

/** Ends a stopped task for good, unless another process got to it first (the condition is checked again). */
async function endStopped(deps: RecoveryDependencies, id: number, status: 2 | 5, reason: string | null) {
  const ended = await deps.db
    .update(tasks)
    .set({
      taskStatus: status,
      failReason: reason,
      leaseId: null,
      heartbeatAt: null,
      finishTime: sql`now()`,
      updateTime: sql`now()`,
    })
    .where(and(eq(tasks.id, id), isStaleProcessing(deps.config)))
    .returning({ jobId: tasks.jobId });
  const jobId = ended[0]?.jobId;
  if (jobId) await deps.queue.cancel(jobId);
  if (ended[0]) await removeQuietly(taskFolder(deps.dataDir, id));
}

/** Back to waiting with a new job (the old one cancelled), in one transaction; the checkpoint is kept. */
async function requeue(deps: RecoveryDependencies, id: number, condition: ReturnType<typeof and>) {
  await deps.db.transaction(async (transaction) => {
    const executor: Database = transaction;
    const previous = await executor
      .select({ jobId: tasks.jobId })
      .from(tasks)
      .where(and(eq(tasks.id, id), condition))
      .for('update');
    if (!previous[0]) return;
    const jobId = await deps.queue.enqueue(executor, id);
    await executor
      .update(tasks)
      .set({
        taskStatus: taskStatus.byName.waiting,
        leaseId: null,
        heartbeatAt: null,
        jobId,
        updateTime: sql`now()`,
      })
      .where(eq(tasks.id, id));
    if (previous[0].jobId) await deps.queue.cancel(previous[0].jobId, executor);
  });
}

/**
 * Nothing stays "processing" after its server stopped (R3): a task whose heartbeat went silent is resumed from
 * its checkpoint, or ended failed with a reason when its kind cannot resume or it has used its attempts. A
 * waiting task whose job went missing gets a new one.
 */
export async function recoverStoppedTasks(deps: RecoveryDependencies): Promise<number> {
  const { db, config } = deps;
  const stopped = await db
    .select({
      id: tasks.id,
      kind: tasks.kind,
      attempts: tasks.attempts,
      cancelRequested: tasks.cancelRequested,
    })
    .from(tasks)
    .where(isStaleProcessing(config))
    .limit(recoveryBatch);
  for (const task of stopped) {
    const kind = deps.kindNamed(task.kind);
    if (task.cancelRequested) {
      await endStopped(deps, task.id, taskStatus.byName.cancelled, null);
    } else if (!kind?.resumable) {
      await endStopped(
        deps,
        task.id,
        taskStatus.byName.failed,
        'the server stopped while this task was running',
      );
    } else if (task.attempts >= config.maxAttempts) {
      const reason = `the task was interrupted ${task.attempts} times and was given up`;
      await endStopped(deps, task.id, taskStatus.byName.failed, reason);
    } else {
      await requeue(deps, task.id, isStaleProcessing(config));
      deps.logger.warn({ taskId: task.id }, 'resuming a task whose server stopped');
    }
  }

  const waiting = await db
    .select({ id: tasks.id, jobId: tasks.jobId })
    .from(tasks)
    .where(and(eq(tasks.taskStatus, taskStatus.byName.waiting), lt(tasks.updateTime, staleSince(config))))
    .limit(recoveryBatch);
  let orphans = 0;
  for (const task of waiting) {
    if (task.jobId && (await deps.queue.isWaiting(task.jobId))) continue;
    const unchanged = task.jobId ? eq(tasks.jobId, task.jobId) : isNull(tasks.jobId);
    await requeue(deps, task.id, and(eq(tasks.taskStatus, taskStatus.byName.waiting), unchanged));
    orphans += 1;
  }
  return stopped.length + orphans;
}
