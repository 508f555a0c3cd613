import type { TaskRow } from '@simdesk/contract';

/** A task row as task/list answers it: a finished export unless the test says otherwise. */
export function taskFixture(overrides: Partial<TaskRow>): TaskRow {
  return {
    id: 1,
    taskType: 1,
    taskStatus: 1,
    createTime: '2026-11-20T08:00:00.000Z',
    updateTime: '2026-11-20T08:00:00.000Z',
    fileName: 'cards.csv',
    attachmentName: null,
    hasAttachment: false,
    errorReportName: null,
    hasErrorReport: false,
    failReason: null,
    process: 0,
    totalCount: 0,
    succeededCount: 0,
    failedCount: 0,
    cancelRequested: false,
    account: 'admin',
    ...overrides,
  };
}
