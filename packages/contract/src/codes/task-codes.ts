import { defineCodeTable, type CodeOf } from './code-table';

/** Asynchronous task status in the task centre (spec §4). */
export const taskStatus = defineCodeTable(
  'taskStatus',
  { waiting: 0, success: 1, failed: 2, partlyFailed: 3, processing: 4, cancelled: 5 },
  { success: 'success', failed: 'error', partlyFailed: 'warning', processing: 'processing' },
);
export type TaskStatusCode = CodeOf<typeof taskStatus>;

/**
 * What kind of work a task does, as the task centre labels it. Many task kinds share one type
 * (every export is an export); the server picks the handler by the kind, not by this code.
 */
export const taskType = defineCodeTable('taskType', {
  export: 1,
  import: 2,
  batchOperation: 3,
  report: 4,
  carrierSync: 5,
  systemTest: 6,
});
export type TaskTypeCode = CodeOf<typeof taskType>;

/** Waiting and processing tasks are running: they show progress and can be cancelled. */
export function isTaskRunning(status: TaskStatusCode): boolean {
  return status === taskStatus.byName.waiting || status === taskStatus.byName.processing;
}

/** Only failed and partly failed tasks have a failure reason worth showing. */
export function taskCanShowFailReason(status: TaskStatusCode): boolean {
  return status === taskStatus.byName.failed || status === taskStatus.byName.partlyFailed;
}

/** State of a patch (batch fix-up) task (spec §4). */
export const patchTaskState = defineCodeTable('patchTaskState', {
  pending: 0,
  running: 1,
  done: 2,
});
export type PatchTaskStateCode = CodeOf<typeof patchTaskState>;
