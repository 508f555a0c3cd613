import { bigint, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../../platform/database/columns';
import { operators } from '../../../platform/database/schema';
import { cardRecordColumns } from '../shared/card-record-columns';

/**
 * Complaint tickets about a card. Company and org path are copied from the card when it is filed, so scoping
 * needs no join; the card is named by id and numbers (the card table is the sim-cards module's, so no foreign
 * key). Codes are the contract's complaintCategory, complaintPriority and complaintStatus.
 */
export const complaints = pgTable(
  'complaints',
  {
    ...cardRecordColumns(),
    category: smallint('category').notNull(),
    priority: smallint('priority').notNull(),
    status: smallint('status').notNull(),
    description: text('description').notNull(),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    assigneeId: integer('assignee_id').references(() => operators.id),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The list's keyset order within a company, and its status filter.
    index('complaints_company_id').on(table.companyId, table.id.desc()),
    index('complaints_company_status_id').on(table.companyId, table.status, table.id),
    index('complaints_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('complaints_org').on(table.orgId),
    index('complaints_card').on(table.cardId),
    index('complaints_assignee').on(table.assigneeId, table.id),
  ],
);

/** Every change of a ticket: filed, assigned, moved, commented, a file attached; who and when. */
export const complaintHistory = pgTable(
  'complaint_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    assigneeId: integer('assignee_id').references(() => operators.id),
    comment: text('comment'),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (table) => [index('complaint_history_complaint').on(table.complaintId, table.id)],
);

/** Files attached to a ticket, kept under the data dir (`storedPath` is relative to it). */
export const complaintAttachments = pgTable(
  'complaint_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    kind: text('kind').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storedPath: text('stored_path').notNull(),
    uploadedById: integer('uploaded_by_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (table) => [index('complaint_attachments_complaint').on(table.complaintId, table.id)],
);
