import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { taskStatus } from '@simdesk/contract';
import { loadOperatorContext } from '../auth/operator-context';
import type { DatabaseHandle } from '../database/connect';
import { isConnectionLost } from '../database/sql-state';
import { tasks } from '../database/schema-tasks';
import { createJobQueue, type JobQueue, type TaskJob } from './job-queue';
import type { TaskConfig } from './task-config';
import { TaskFailure, TaskInterrupted } from './task-failure';
import { runnableKind, type RunnableKind, type TaskKind } from './task-kind';
import { abandonRun, cancelRun, completeRun, failRun, handBackRun, releaseFiles } from './task-outcome';
import { recoverStoppedTasks } from './task-recovery';
import { TaskRun } from './task-run';

/** The task runner of one server process, handed to modules as services.tasks. */
export interface TaskRunner {
  readonly config: TaskConfig;
  readonly dataDir: string;
  readonly queue: JobQueue;
  /** Declares a kind; done while the app is built, before start. */
  register<InputSchema extends z.ZodType, Checkpoint>(kind: TaskKind<InputSchema, Checkpoint>): void;
  kindNamed(name: string): RunnableKind | undefined;
  start(): Promise<void>;
  /**
   * Stops taking work. Resumable running tasks stop at their next batch and go back to waiting; with
   * `handBack: false` they are left as a crash leaves them, for the stale-heartbeat recovery (tests).
   */
  stop(options?: { handBack?: boolean }): Promise<void>;
  /** Looks at the queue now instead of at the next poll (a task was just started). */
  wake(): void;
  /** Runs the recovery of stopped tasks now; answers how many it touched. */
  recover(): Promise<number>;
}

export function createTaskRunner(
  database: DatabaseHandle,
  config: TaskConfig,
  dataDir: string,
  logger: FastifyBaseLogger,
  /** false (an api process): start only the queue, to add jobs; the worker processes run them. */
  options: { executes?: boolean } = {},
): TaskRunner {
  const { db } = database;
  const executes = options.executes ?? true;
  const queue = createJobQueue(database, logger, { supervise: executes });
  const kinds = new Map<string, RunnableKind>();
  const runs = new Map<string, { run: TaskRun | undefined; done: Promise<void> }>();
  let state: 'new' | 'running' | 'stopping' | 'stopped' = 'new';
  let wakeUp = new AbortController();
  const stopping = new AbortController();
  const loops: Promise<void>[] = [];
  const kindNamed = (name: string) => kinds.get(name);
  const recover = () => recoverStoppedTasks({ db, queue, config, dataDir, logger, kindNamed });

  async function claim(taskId: number, leaseId: string) {
    const claimed = await db
      .update(tasks)
      .set({
        taskStatus: taskStatus.byName.processing,
        leaseId,
        attempts: sql`${tasks.attempts} + 1`,
        heartbeatAt: sql`now()`,
        updateTime: sql`now()`,
      })
      .where(
        and(
          eq(tasks.id, taskId),
          eq(tasks.taskStatus, taskStatus.byName.waiting),
          eq(tasks.cancelRequested, false),
        ),
      )
      .returning();
    return claimed[0];
  }

  async function execute(job: TaskJob, entry: { run: TaskRun | undefined }): Promise<void> {
    const leaseId = randomUUID();
    const task = await claim(job.taskId, leaseId);
    // Finished, cancelled, or run elsewhere: this job has nothing left to do.
    if (!task) return queue.complete(job.jobId);
    const kind = kinds.get(task.kind);
    // Session 0: the task runs as its creator, with the creator's rights as they are now.
    const caller = await loadOperatorContext(db, task.operatorId, 0);
    const run = new TaskRun(db, dataDir, task, caller, leaseId);
    entry.run = run;
    // Claimed while the server began to stop: nothing ran yet, so any kind can simply wait for the next start.
    if (state !== 'running') run.interrupt('shutdown');
    try {
      run.check();
      if (!kind) throw new TaskFailure(`no handler for tasks of kind "${task.kind}" on this server`);
      if (!caller) throw new TaskFailure('the operator who started this task can no longer sign in');
      await kind.run((input, checkpoint) => run.context(input, checkpoint), task, run.savedValue);
      await completeRun(run);
    } catch (error) {
      await settleInterrupted(run, error);
    }
    if (run.interruption !== 'halt') await queue.complete(job.jobId);
  }

  async function settleInterrupted(run: TaskRun, error: unknown): Promise<void> {
    const reason = error instanceof TaskInterrupted ? error.reason : run.interruption;
    if (reason === 'halt') return releaseFiles(run);
    if (reason === 'lease-lost') return abandonRun(run);
    if (reason === 'cancel') return cancelRun(run);
    if (reason === 'shutdown') return handBackRun(run, queue);
    if (isConnectionLost(error)) {
      // Nothing can be recorded while the database is away: left as a crash leaves it, the task is resumed from
      // its checkpoint (or failed with a reason) by the recovery once the database is back.
      logger.warn({ err: error, taskId: run.task.id }, 'task stopped: the database connection was lost');
      run.interrupt('halt');
      return releaseFiles(run);
    }
    if (!(error instanceof TaskFailure)) logger.error({ err: error, taskId: run.task.id }, 'task failed');
    await failRun(
      run,
      error instanceof TaskFailure ? error.message : 'the task stopped on an unexpected error',
    );
  }

  function launch(job: TaskJob): void {
    const entry: { run: TaskRun | undefined; done: Promise<void> } = {
      run: undefined,
      done: Promise.resolve(),
    };
    entry.done = execute(job, entry)
      .catch((error: unknown) => {
        if (entry.run?.interruption !== 'halt')
          logger.error({ err: error, jobId: job.jobId }, 'task run failed');
      })
      .finally(() => {
        runs.delete(job.jobId);
        wakeUp.abort();
      });
    runs.set(job.jobId, entry);
  }

  async function pollLoop(): Promise<void> {
    while (state === 'running') {
      try {
        const free = config.concurrency - runs.size;
        const jobs = free > 0 ? await queue.fetch(free) : [];
        for (const job of jobs) {
          if (state === 'running') launch(job);
          else await queue.release(job.jobId);
        }
      } catch (error) {
        if (state === 'running') logger.error({ err: error }, 'task queue poll failed');
      }
      await sleep(config.pollMilliseconds, undefined, { signal: wakeUp.signal }).catch(() => undefined);
      if (wakeUp.signal.aborted) wakeUp = new AbortController();
    }
  }

  /** Heartbeats of this process's runs (R3), and what they learn: a cancel, or a lease taken over. */
  async function heartbeat(): Promise<void> {
    const live = [...runs.values()].flatMap((entry) => (entry.run ? [entry.run] : []));
    if (live.length === 0) return;
    const touched = await db
      .update(tasks)
      .set({ heartbeatAt: sql`now()` })
      .where(
        inArray(
          tasks.leaseId,
          live.map((run) => run.leaseId),
        ),
      )
      .returning({ leaseId: tasks.leaseId, cancelRequested: tasks.cancelRequested });
    const byLease = new Map(touched.map((row) => [row.leaseId, row.cancelRequested]));
    for (const run of live) {
      const cancelRequested = byLease.get(run.leaseId);
      if (cancelRequested === undefined) run.interrupt('lease-lost');
      // Wakes a kind waiting on its signal; it ends as cancelled, whatever error the abort makes it throw.
      else if (cancelRequested) run.interrupt('cancel');
    }
  }

  async function every(milliseconds: number, work: () => Promise<unknown>, what: string): Promise<void> {
    while (state === 'running') {
      await sleep(milliseconds, undefined, { signal: stopping.signal }).catch(() => undefined);
      if (state !== 'running') return;
      await work().catch((error: unknown) => logger.error({ err: error }, `${what} failed`));
    }
  }

  return {
    config,
    dataDir,
    queue,
    register(kind) {
      if (kinds.has(kind.name)) throw new Error(`task kind ${kind.name} is registered twice`);
      kinds.set(kind.name, runnableKind(kind));
    },
    kindNamed,
    async start() {
      if (state !== 'new') return;
      await queue.start();
      state = 'running';
      if (!executes) return;
      await recover();
      loops.push(pollLoop());
      loops.push(every(config.heartbeatMilliseconds, heartbeat, 'task heartbeat'));
      loops.push(every(Math.max(config.heartbeatMilliseconds, 100), recover, 'task recovery'));
    },
    async stop(options = {}) {
      if (state !== 'running') return;
      state = 'stopping';
      const handBack = options.handBack ?? true;
      stopping.abort();
      wakeUp.abort();
      for (const { run } of runs.values()) {
        if (!run) continue;
        const resumable = kinds.get(run.task.kind)?.resumable ?? false;
        if (!handBack) run.interrupt('halt');
        else if (resumable) run.interrupt('shutdown');
      }
      const settled = Promise.allSettled([...runs.values()].map((entry) => entry.done));
      await Promise.race([settled, sleep(config.stopTimeoutMilliseconds)]);
      // Whatever still runs writes nothing more: the recovery of the next start takes it over.
      for (const { run } of runs.values()) run?.interrupt('halt');
      await Promise.allSettled(loops);
      await queue.stop();
      state = 'stopped';
    },
    wake() {
      wakeUp.abort();
    },
    recover,
  };
}
