import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { taskStatus } from '@simdesk/contract';
import { tasks } from '../database/schema-tasks';
import type { JobQueue } from './job-queue';
import { removeQuietly, storedPath, taskFolder } from './task-files';
import type { TaskRun } from './task-run';

interface StoredFile {
  name: string;
  path: string;
}

function stem(name: string): string {
  const extension = path.extname(name);
  return extension ? name.slice(0, -extension.length) : name;
}

/** Keeps the files of the finishing run only; earlier runs' partial copies go. */
async function removeOtherRuns(run: TaskRun): Promise<void> {
  const folder = taskFolder(run.dataDir, run.task.id);
  const entries = await readdir(folder).catch(() => [] as string[]);
  const keep = path.basename(run.folder);
  await Promise.all(
    entries.filter((entry) => entry !== keep).map((entry) => removeQuietly(path.join(folder, entry))),
  );
}

/** Renames the run's part files into place: the result, and the error report when rows failed. */
async function finalizeFiles(run: TaskRun): Promise<{ result?: StoredFile; errorReport?: StoredFile }> {
  const files: { result?: StoredFile; errorReport?: StoredFile } = {};
  if (run.result) {
    const finalPath = path.join(run.folder, 'result.csv');
    await run.result.part.finish(finalPath);
    files.result = { name: run.result.name, path: storedPath(run.dataDir, finalPath) };
  } else if (run.writtenResult) {
    files.result = {
      name: run.writtenResult.name,
      path: storedPath(run.dataDir, run.writtenResult.filePath),
    };
  }
  if (run.failed > 0) {
    const errors = await run.errorsPart();
    const finalPath = path.join(run.folder, 'errors.csv');
    await errors.finish(finalPath);
    const base = stem(run.task.fileName ?? files.result?.name ?? `task-${run.task.id}`);
    files.errorReport = { name: `${base}-errors.csv`, path: storedPath(run.dataDir, finalPath) };
  } else {
    await run.errors?.close();
  }
  return files;
}

/** Closes the run's open files and writes nothing: a halted run leaves everything as a crash would. */
export async function releaseFiles(run: TaskRun): Promise<void> {
  await run.result?.part.close();
  await run.errors?.close();
}

/** The kind returned: success (1), partly failed (3) or, when every row failed, failed (2). */
export async function completeRun(run: TaskRun): Promise<void> {
  const found = await run.db
    .select({ cancelRequested: tasks.cancelRequested })
    .from(tasks)
    .where(and(eq(tasks.id, run.task.id), eq(tasks.leaseId, run.leaseId)));
  if (!found[0]) return abandonRun(run);
  if (found[0].cancelRequested) return cancelRun(run);
  const files = await finalizeFiles(run);
  const succeeded = Math.max(0, run.done - run.failed);
  const status =
    run.failed === 0
      ? taskStatus.byName.success
      : succeeded > 0
        ? taskStatus.byName.partlyFailed
        : taskStatus.byName.failed;
  const failReason =
    run.failed === 0
      ? null
      : `${run.failed} of ${run.done} rows failed; the error report lists each row and why`;
  await run.write({
    ...run.counters(),
    process: status === taskStatus.byName.failed ? run.percent() : 100,
    taskStatus: status,
    failReason,
    attachmentName: files.result?.name ?? null,
    attachmentPath: files.result?.path ?? null,
    errorReportName: files.errorReport?.name ?? null,
    errorReportPath: files.errorReport?.path ?? null,
    leaseId: null,
    heartbeatAt: null,
    finishTime: sql`now()`,
  });
  await removeOtherRuns(run);
}

/** Ends a run that leaves no attachment: its end written, every file of the task removed. */
async function endWithoutFiles(
  run: TaskRun,
  end: { taskStatus: number; failReason?: string },
): Promise<void> {
  await releaseFiles(run);
  await run.write({ ...end, leaseId: null, heartbeatAt: null, finishTime: sql`now()` });
  await removeQuietly(taskFolder(run.dataDir, run.task.id));
}

/** Cancelled (5): no attachment, every file of the task removed. */
export async function cancelRun(run: TaskRun): Promise<void> {
  await endWithoutFiles(run, { taskStatus: taskStatus.byName.cancelled });
}

/** Failed (2) with a reason the user reads; partial files removed. */
export async function failRun(run: TaskRun, reason: string): Promise<void> {
  await endWithoutFiles(run, { taskStatus: taskStatus.byName.failed, failReason: reason });
}

/**
 * A graceful stop: back to waiting (0) with a new job, from the last checkpoint, in one transaction. The files
 * stay for the next run to continue; this run does not count as an attempt.
 */
export async function handBackRun(run: TaskRun, queue: JobQueue): Promise<void> {
  await releaseFiles(run);
  await run.db.transaction(async (transaction) => {
    const jobId = await queue.enqueue(transaction, run.task.id);
    await run.write(
      {
        taskStatus: taskStatus.byName.waiting,
        leaseId: null,
        heartbeatAt: null,
        jobId,
        attempts: sql`greatest(${tasks.attempts} - 1, 0)`,
      },
      transaction,
    );
  });
}

/** Another run holds the task now (this one was taken as stopped): leave the row alone, drop own files. */
export async function abandonRun(run: TaskRun): Promise<void> {
  await releaseFiles(run);
  await removeQuietly(run.folder);
}
