import { defineCodeTable, type CodeOf } from './code-table';

/** Asynchronous task status in the task centre (spec §4). */
export const taskStatus = defineCodeTable('taskStatus', {
  waiting: 0,
  success: 1,
  failed: 2,
  partlyFailed: 3,
  processing: 4,
  cancelled: 5,
});
export type TaskStatusCode = CodeOf<typeof taskStatus>;

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
