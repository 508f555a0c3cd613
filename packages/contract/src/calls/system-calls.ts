import { z } from 'zod';
import { defineCall, pageAccess } from './define-call';
import { dateTimeSchema } from './shared-schemas';
import { dictionaryEntrySchema } from './operator-schemas';

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
  account: z.string().trim().max(64).optional(),
  call: z.string().trim().max(120).optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  from: dateTimeSchema.optional(),
  to: dateTimeSchema.optional(),
});

/** The audit log: who did what, when, to what, with which result. */
export const operationLogListCall = defineCall({
  path: 'operation-log/list',
  access: pageAccess('sysManagement-logManage', 'query'),
  obj: operationLogFilterSchema,
  row: operationLogRowSchema,
  paged: true,
  mutates: false,
});

export const dictionaryListRowSchema = dictionaryEntrySchema.extend({
  orderNum: z.number(),
  enabled: z.boolean(),
  /** False for the platform-wide entries every company shares. */
  companyOwned: z.boolean(),
});
export type DictionaryListRow = z.infer<typeof dictionaryListRowSchema>;

export const dictionaryListCall = defineCall({
  path: 'dictionary/list',
  access: pageAccess('sysManagement-dictionary', 'query'),
  obj: z.strictObject({
    dictType: z.string().trim().max(64).optional(),
    dictLabel: z.string().trim().max(64).optional(),
    enabled: z.boolean().optional(),
  }),
  row: dictionaryListRowSchema,
  paged: true,
  mutates: false,
});

/** The rows the filters select, exported as a CSV file by a background task; answers the task. */
export const operationLogExportCall = defineCall({
  path: 'operation-log/export',
  access: pageAccess('sysManagement-logManage', 'export'),
  obj: operationLogFilterSchema,
  row: z.object({ taskId: z.number() }),
  paged: false,
  mutates: true,
});
