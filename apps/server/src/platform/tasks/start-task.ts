import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { formatDateTime } from '@simdesk/contract';
import type { OperatorContext } from '../auth/operator-context';
import { tasks } from '../database/schema-tasks';
import { badRequest } from '../http/app-error';
import { describeIssues } from '../http/validation';
import type { AppServices } from '../services';
import { displayFileName } from './task-files';
import type { TaskKind, TaskRecord } from './task-kind';

export interface StartTaskRequest<InputSchema extends z.ZodType, Checkpoint> {
  kind: TaskKind<InputSchema, Checkpoint>;
  /** The input or output file name the task centre shows. */
  fileName?: string;
  input: z.input<InputSchema>;
}

/**
 * Starts a task for the caller: the row (waiting, 0) and its job commit in one transaction, so there is never
 * a task without a job or a job without a task. Scoped to the caller's company and org.
 */
export async function startTask<InputSchema extends z.ZodType, Checkpoint>(
  services: Pick<AppServices, 'db' | 'tasks'>,
  caller: Pick<OperatorContext, 'operatorId' | 'companyId' | 'orgId' | 'orgPath'>,
  request: StartTaskRequest<InputSchema, Checkpoint>,
): Promise<TaskRecord> {
  const { kind } = request;
  if (services.tasks.kindNamed(kind.name) === undefined) {
    throw new Error(`task kind ${kind.name} is not registered`);
  }
  const parsed = kind.input.safeParse(request.input);
  if (!parsed.success) throw badRequest(describeIssues(parsed.error));
  const jobId = randomUUID();
  const created = await services.db.transaction(async (transaction) => {
    const [task] = await transaction
      .insert(tasks)
      .values({
        companyId: caller.companyId,
        orgId: caller.orgId,
        orgPath: caller.orgPath,
        operatorId: caller.operatorId,
        kind: kind.name,
        taskType: kind.taskType,
        // Stored as parsed, defaults filled in: a later change of a default does not change this task.
        input: parsed.data,
        fileName: request.fileName === undefined ? null : displayFileName(request.fileName, 'file'),
        jobId,
      })
      .returning();
    if (!task) throw new Error('task insert returned nothing');
    await services.tasks.queue.enqueue(transaction, task.id, jobId);
    return task;
  });
  services.tasks.wake();
  return created;
}

/** 'operation-log-20260102-030405.csv': an export's file name, stamped in the server's local time like its rows. */
export function stampedFileName(prefix: string, now: Date, extension: string): string {
  const stamp = formatDateTime(now).replaceAll('-', '').replaceAll(':', '').replace(' ', '-');
  return `${prefix}-${stamp}.${extension}`;
}

/** Starts a list's CSV export as a task for the caller and answers as export calls do: the task's id. */
export async function startCsvExport<InputSchema extends z.ZodType, Checkpoint>(
  services: Pick<AppServices, 'db' | 'tasks' | 'clock'>,
  caller: Pick<OperatorContext, 'operatorId' | 'companyId' | 'orgId' | 'orgPath'>,
  kind: TaskKind<InputSchema, Checkpoint>,
  fileNamePrefix: string,
  input: z.input<InputSchema>,
) {
  const fileName = stampedFileName(fileNamePrefix, services.clock.now(), 'csv');
  const task = await startTask(services, caller, { kind, fileName, input });
  return { rows: [{ taskId: task.id }], auditTarget: String(task.id) };
}
