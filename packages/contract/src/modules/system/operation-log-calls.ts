/** The audit log (sys/logManage): who did what, when, to what, with which result; its list and its export. */
import { z } from 'zod';
import { pageCalls } from '../../calls/declare-calls';
import { filterTextSchema, timeRangeFilterFields } from '../../calls/shared-schemas';

const operationLog = pageCalls('sysManagement-logManage');

export const operationLogRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  account: z.string().nullable(),
  companyId: z.number().nullable(),
  call: z.string(),
  target: z.string().nullable(),
  status: z.string(),
  ipAddress: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The request with personal data masked and secrets removed, as JSON text. */
  detail: z.string().nullable(),
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;

/** The filters of the audit log, shared by its list and its export. */
export const operationLogFilterSchema = z.strictObject({
  account: filterTextSchema.optional(),
  call: z.string().trim().max(120).optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  ...timeRangeFilterFields,
});

/** The audit log: who did what, when, to what, with which result. */
export const operationLogListCall = operationLog.read('query', {
  path: 'operation-log/list',
  obj: operationLogFilterSchema,
  row: operationLogRowSchema,
  paged: true,
});

/** The rows the filters select, exported as a CSV file by a background task; answers the task. */
export const operationLogExportCall = operationLog.change('export', {
  path: 'operation-log/export',
  obj: operationLogFilterSchema,
  row: z.object({ taskId: z.number() }),
  changes: ['task/list'],
});
