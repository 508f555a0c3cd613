import { z } from 'zod';
import { taskStatus, taskType } from '../../codes/task-codes';
import { authenticatedAccess, defineCall, publicAccess } from '../../calls/define-call';
import { callsWith } from '../../calls/declare-calls';
import {
  recordIdSchema,
  scopeFilterOptionsRowSchema,
  ticketSchema,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';

const taskIdSchema = recordIdSchema;

/** Every operator has a task centre; what it shows them is decided per call by the server. */
const signedIn = callsWith(authenticatedAccess);

/** One task as the task drawer and the task centre page show it; server paths never leave the server. */
export const taskRowSchema = z.object({
  id: z.number(),
  taskType: taskType.schema,
  taskStatus: taskStatus.schema,
  createTime: z.string(),
  updateTime: z.string(),
  /** The input or output file name shown to users. */
  fileName: z.string().nullable(),
  attachmentName: z.string().nullable(),
  hasAttachment: z.boolean(),
  errorReportName: z.string().nullable(),
  hasErrorReport: z.boolean(),
  failReason: z.string().nullable(),
  /** Percent done, 0–100. */
  process: z.number(),
  totalCount: z.number(),
  succeededCount: z.number(),
  failedCount: z.number(),
  cancelRequested: z.boolean(),
  /** Account of the operator who started the task. */
  account: z.string().nullable(),
});
export type TaskRow = z.infer<typeof taskRowSchema>;

/**
 * The task centre list, newest first. Without the task centre page (sysManagement-mission, query) an operator sees
 * their own tasks; with it, also the tasks of their company and org subtree. Refused for role 3212 and
 * custom-platform operators.
 */
export const taskListCall = signedIn.read({
  path: 'task/list',
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    /** Tasks started in these orgs or below them. */
    orgIds: z.array(recordIdSchema).max(200).optional(),
    /** Only the caller's own tasks (the task drawer), even with the task centre page. */
    onlyMine: z.boolean().optional(),
    taskType: taskType.schema.optional(),
    taskStatus: taskStatus.schema.optional(),
    fileName: z.string().trim().max(120).optional(),
    ...timeRangeFilterFields,
  }),
  row: taskRowSchema,
  paged: true,
});

/** What the task centre's filter bar offers: the orgs of the caller's scope, and companies for carrier staff. */
export const taskFilterOptionsCall = signedIn.read({
  path: 'task/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

const taskIdObjSchema = z.strictObject({ taskId: taskIdSchema });

export const taskGetCall = signedIn.read({
  path: 'task/get',
  obj: taskIdObjSchema,
  row: taskRowSchema,
});

/** Cancels a waiting task at once, a processing one within one batch; answers the task as it now is. */
export const taskCancelCall = signedIn.change({
  path: 'task/cancel',
  obj: taskIdObjSchema,
  row: taskRowSchema,
  changes: ['task/list', 'task/get'],
});

/** Which file of a task to download: its result or, for a partly failed task, the per-row error report. */
export const taskFileSchema = z.enum(['result', 'error-report']);
export type TaskFile = z.infer<typeof taskFileSchema>;

/** A download link: valid once, for a minute, for this operator, task and file only. */
export const downloadLinkRowSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  expiresAt: z.string(),
});
export type DownloadLinkRow = z.infer<typeof downloadLinkRowSchema>;

/** Hands out a download link of one task's file; audited, as every file that leaves the server is. */
function downloadLinkCall(path: string) {
  const obj = z.strictObject({ taskId: taskIdSchema, which: taskFileSchema.default('result') });
  return signedIn.audited({ path, obj, row: downloadLinkRowSchema });
}

export const taskDownloadAttachmentCall = downloadLinkCall('task/download-attachment');

/** The same link as task/download-attachment, under the name the task centre page uses. */
export const taskDownloadTaskAttachmentCall = downloadLinkCall('task/download-task-attachment');

/**
 * GET /api/ec/v0/task/download?taskId=…&token=… streams the file. Public because the one-time ticket is the
 * credential (a session token never goes into a URL); the ticket is spent on first use.
 */
export const taskDownloadCall = defineCall({
  path: 'task/download',
  method: 'GET',
  access: publicAccess,
  obj: z.strictObject({
    taskId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'expected a task id')
      .transform(Number),
    token: ticketSchema,
  }),
  row: z.object({}),
  mutates: true,
  changes: [],
});
