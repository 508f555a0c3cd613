import { eq } from 'drizzle-orm';
import { taskStatus, taskType, type TaskRow } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { operators } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { notFound } from '../../platform/http/app-error';
import type { TaskRecord } from '../../platform/tasks/task-kind';
import { canSeeTask } from './task-visibility';

/** A task row as the console sees it: what it may show, never a server path. */
export function toTaskRow(task: TaskRecord, account: string | null): TaskRow {
  return {
    id: task.id,
    taskType: taskType.has(task.taskType) ? task.taskType : taskType.byName.batchOperation,
    taskStatus: taskStatus.has(task.taskStatus) ? task.taskStatus : taskStatus.byName.failed,
    createTime: task.createTime.toISOString(),
    updateTime: task.updateTime.toISOString(),
    fileName: task.fileName,
    attachmentName: task.attachmentPath ? task.attachmentName : null,
    hasAttachment: task.attachmentPath !== null,
    errorReportName: task.errorReportPath ? task.errorReportName : null,
    hasErrorReport: task.errorReportPath !== null,
    failReason: task.failReason,
    process: task.process,
    totalCount: task.totalCount,
    succeededCount: task.succeededCount,
    failedCount: task.failedCount,
    cancelRequested: task.cancelRequested,
    account,
  };
}

/** One task the caller may see, with its creator's account; '404' for any other id (no existence leak). */
export async function loadVisibleTask(
  db: Database,
  caller: OperatorContext,
  taskId: number,
): Promise<{ task: TaskRecord; account: string | null }> {
  const found = await db
    .select({ task: tasks, account: operators.account })
    .from(tasks)
    .leftJoin(operators, eq(operators.id, tasks.operatorId))
    .where(eq(tasks.id, taskId));
  const row = found[0];
  if (!row || !canSeeTask(caller, row.task)) throw notFound('task not found');
  return row;
}
