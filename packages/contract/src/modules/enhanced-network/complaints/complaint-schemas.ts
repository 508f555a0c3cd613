import { z } from 'zod';
import { complaintCategory, complaintPriority, complaintStatus } from '../../../codes/complaint-codes';
import { keysetPageOf, placedCardColumns } from '../../../calls/shared-schemas';

/** A complaint's attachment: images, PDF documents and device or app logs (plain text). */
export const complaintAttachmentKinds = ['png', 'jpeg', 'pdf', 'log'] as const;
export type ComplaintAttachmentKind = (typeof complaintAttachmentKinds)[number];

/** File name endings the attachment picker offers; the server judges the content by its first bytes. */
export const complaintAttachmentAccept = '.png,.jpg,.jpeg,.pdf,.log,.txt';

/** Largest attachment, and how many one complaint may carry. */
export const complaintAttachmentMaximumBytes = 5 * 1024 * 1024;
export const complaintAttachmentMaximumCount = 5;

/** Rows per page of the complaint list (keyset pages). */
export const complaintPageSizes = [20, 50, 100] as const;

/** One attachment as a complaint's detail lists it. */
export const complaintAttachmentRowSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  kind: z.enum(complaintAttachmentKinds),
  sizeBytes: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type ComplaintAttachmentRow = z.infer<typeof complaintAttachmentRowSchema>;

/** One complaint as the list shows it; the contact's name and mobile are masked. */
export const complaintRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  category: complaintCategory.schema,
  priority: complaintPriority.schema,
  status: complaintStatus.schema,
  summary: z.string(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  assigneeId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachmentCount: z.number(),
});
export type ComplaintRow = z.infer<typeof complaintRowSchema>;

/** One keyset page of complaints, newest first. */
export const complaintPageSchema = keysetPageOf('complaints', complaintRowSchema);

/** One step of a complaint's history: who did what when, the move it made (if any) and the comment. */
export const complaintHistoryRowSchema = z.object({
  id: z.number(),
  /** created, assigned, moved, commented, attached */
  event: z.enum(['created', 'assigned', 'moved', 'commented', 'attached']),
  fromStatus: complaintStatus.schema.nullable(),
  toStatus: complaintStatus.schema.nullable(),
  assigneeName: z.string().nullable(),
  comment: z.string().nullable(),
  operatorName: z.string(),
  at: z.string(),
});
export type ComplaintHistoryRow = z.infer<typeof complaintHistoryRowSchema>;

/** A complaint with its full description, history (oldest first) and attachments. */
export const complaintDetailRowSchema = complaintRowSchema.extend({
  description: z.string(),
  history: z.array(complaintHistoryRowSchema),
  attachments: z.array(complaintAttachmentRowSchema),
});
export type ComplaintDetailRow = z.infer<typeof complaintDetailRowSchema>;

/** An operator a complaint may be assigned to: of the complaint's company, holding the page. */
export const complaintAssigneeRowSchema = z.object({
  operatorId: z.number(),
  account: z.string(),
  name: z.string(),
});
