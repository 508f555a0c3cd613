import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { complaintCategory, complaintPriority, complaintStatus } from '../../../codes/complaint-codes';
import { pageCalls } from '../../../calls/declare-calls';
import {
  bigRecordIdSchema,
  codesFilter,
  recordIdSchema,
  scopeFilterOptionsRowSchema,
} from '../../../calls/shared-schemas';
import { phonePattern } from '../../../rules/validators';
import { ruleMessageKeys } from '../../../rules/message-keys';
import { cardNumberSchema, cardRowFilterFields } from '../card-row-filter-fields';
import {
  complaintAssigneeRowSchema,
  complaintAttachmentRowSchema,
  complaintDetailRowSchema,
  complaintPageSchema,
} from './complaint-schemas';

/** The complaint page's code: its calls are granted by its button actions. */
export const complaintPageCode = pageCodeOf('enhancedNetwork-complaintEntry');
const complaints = pageCalls(complaintPageCode);

/** A complaint as calls name it. */
export const complaintIdSchema = bigRecordIdSchema;
const commentSchema = z.string().trim().max(1000);

/** The list's filters; every one narrows within the caller's company and org subtree. */
export const complaintFilterSchema = z.strictObject({
  status: codesFilter(complaintStatus),
  category: complaintCategory.schema.optional(),
  priority: complaintPriority.schema.optional(),
  assigneeId: recordIdSchema.optional(),
  /** Only the complaints nobody has taken yet. */
  unassigned: z.boolean().optional(),
  ...cardRowFilterFields,
});
export type ComplaintFilter = z.infer<typeof complaintFilterSchema>;

/** The complaints the caller sees, newest first, in keyset pages (send the previous `nextCursor`). */
export const complaintListCall = complaints.read('query', {
  path: 'complaint/list',
  obj: complaintFilterSchema.extend({
    cursor: complaintIdSchema.optional(),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  row: complaintPageSchema,
});

/** What the filter bar offers: the orgs in the caller's scope, and companies for carrier staff. */
export const complaintFilterOptionsCall = complaints.read('query', {
  path: 'complaint/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** The operators a complaint may be assigned to (its company's, holding the page), or the caller's company's. */
export const complaintAssigneesCall = complaints.read('query', {
  path: 'complaint/assignees',
  obj: z.strictObject({ complaintId: complaintIdSchema.optional() }),
  row: complaintAssigneeRowSchema,
});

/** One complaint with its history and attachments; the contact is masked. */
export const complaintDetailCall = complaints.read('get', {
  path: 'complaint/detail',
  obj: z.strictObject({ complaintId: complaintIdSchema }),
  row: complaintDetailRowSchema,
});

const complaintChanges = ['complaint/list', 'complaint/detail'] as const;

/** Files a complaint about a card the caller sees, named by ICCID, MSISDN or IMSI. */
export const complaintAddCall = complaints.change('add', {
  path: 'complaint/add',
  obj: z.strictObject({
    cardNumber: cardNumberSchema,
    category: complaintCategory.schema,
    priority: complaintPriority.schema.default(complaintPriority.byName.normal),
    description: z.string().trim().min(5, 'enhancedNetwork:complaint.rules.description').max(2000),
    contactName: z.string().trim().max(40).optional(),
    contactMobile: z.string().trim().regex(phonePattern, ruleMessageKeys.phone.format).optional(),
  }),
  row: z.object({ id: z.number() }),
  changes: complaintChanges,
});

/**
 * Attaches one file to a complaint (multipart: `obj` and `file`): a PNG or JPEG image, a PDF or a text log,
 * judged by its content; at most 5 MB, and 5 files a complaint.
 */
export const complaintAttachmentUploadCall = complaints.change('add', {
  path: 'complaint/attachment-upload',
  obj: z.strictObject({ complaintId: complaintIdSchema }),
  row: complaintAttachmentRowSchema,
  changes: complaintChanges,
});

/** Answers an attachment's file, to those who may see its complaint. */
export const complaintAttachmentDownloadCall = complaints.read('get', {
  path: 'complaint/attachment-download',
  obj: z.strictObject({ attachmentId: bigRecordIdSchema }),
  row: z.object({}),
});

/** Assigns a complaint to an operator of its company who holds the page. */
export const complaintAssignCall = complaints.change('edit', {
  path: 'complaint/assign',
  obj: z.strictObject({
    complaintId: complaintIdSchema,
    assigneeId: recordIdSchema,
    comment: commentSchema.optional(),
  }),
  row: z.object({ id: z.number() }),
  changes: complaintChanges,
});

/** Moves a complaint along its workflow (complaintStatusTransitions); any other move is refused. */
export const complaintMoveCall = complaints.change('edit', {
  path: 'complaint/move',
  obj: z.strictObject({
    complaintId: complaintIdSchema,
    toStatus: complaintStatus.schema,
    comment: commentSchema.optional(),
  }),
  row: z.object({ id: z.number(), status: complaintStatus.schema }),
  changes: complaintChanges,
});

/** Adds a comment to a complaint's history. */
export const complaintCommentCall = complaints.change('edit', {
  path: 'complaint/comment',
  obj: z.strictObject({ complaintId: complaintIdSchema, comment: commentSchema.min(1) }),
  row: z.object({ id: z.number() }),
  changes: complaintChanges,
});
