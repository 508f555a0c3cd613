import { defineCodeTables, type CodeOf } from './code-table';

/** Tasks of the task centre and patch tasks (spec §4). */
export const taskCodeTables = defineCodeTables(
  {
    /** Asynchronous task status in the task centre. */
    taskStatus: { waiting: 0, success: 1, failed: 2, partlyFailed: 3, processing: 4, cancelled: 5 },
    /**
     * What kind of work a task does, as the task centre labels it. Many task kinds share one type
     * (every export is an export); the server picks the handler by the kind, not by this code.
     */
    taskType: {
      export: 1,
      import: 2,
      batchOperation: 3,
      report: 4,
      carrierSync: 5,
      systemTest: 6,
    },
    /** State of a patch (batch fix-up) task. */
    patchTaskState: {
      pending: 0,
      running: 1,
      done: 2,
    },
  },
  { taskStatus: { success: 'success', failed: 'error', partlyFailed: 'warning', processing: 'processing' } },
);

export const { taskStatus, taskType, patchTaskState } = taskCodeTables;
export type TaskStatusCode = CodeOf<typeof taskStatus>;
export type TaskTypeCode = CodeOf<typeof taskType>;
export type PatchTaskStateCode = CodeOf<typeof patchTaskState>;

/** Waiting and processing tasks are running: they show progress and can be cancelled. */
export function isTaskRunning(status: TaskStatusCode): boolean {
  return status === taskStatus.byName.waiting || status === taskStatus.byName.processing;
}

/** Only failed and partly failed tasks have a failure reason worth showing. */
export function taskCanShowFailReason(status: TaskStatusCode): boolean {
  return status === taskStatus.byName.failed || status === taskStatus.byName.partlyFailed;
}
