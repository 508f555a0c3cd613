import { bigint, boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../../platform/database/columns';
import { companyColumn, operators } from '../../../platform/database/schema';
import { cardRecordColumns } from '../shared/card-record-columns';

/** A company's T-Box command templates; the kind is the contract's remoteCommandKind. */
export const commandTemplates = pgTable(
  'command_templates',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    content: text('content').notNull(),
    expectedReply: text('expected_reply'),
    replyWaitSeconds: integer('reply_wait_seconds').notNull(),
    updatedById: integer('updated_by_id')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('command_templates_company_name').on(table.companyId, table.name),
    index('command_templates_company_id').on(table.companyId, table.id.desc()),
  ],
);

/**
 * Every command sent to a card: the audit trail of who sent what to which card and when, and what the carrier
 * (delivery report) and the device (reply) said since. Company and org path are copied from the card, so
 * scoping needs no join; the template's name, kind and the filled text are copied, so they outlive it.
 */
export const remoteCommands = pgTable(
  'remote_commands',
  {
    ...cardRecordColumns(),
    carrierAccountId: integer('carrier_account_id').notNull(),
    templateId: bigint('template_id', { mode: 'number' }).references(() => commandTemplates.id, {
      onDelete: 'set null',
    }),
    templateName: text('template_name').notNull(),
    kind: smallint('kind').notNull(),
    content: text('content').notNull(),
    expectedReply: text('expected_reply'),
    replyWaitSeconds: integer('reply_wait_seconds').notNull(),
    /** The contract's remoteCommandState. */
    state: smallint('state').notNull(),
    messageId: text('message_id'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    deliveredAt: moment('delivered_at'),
    reply: text('reply'),
    replyAsExpected: boolean('reply_as_expected'),
    repliedAt: moment('replied_at'),
    sentById: integer('sent_by_id')
      .notNull()
      .references(() => operators.id),
    sentAt: moment('sent_at').notNull().defaultNow(),
    checkedAt: moment('checked_at'),
  },
  (table) => [
    // The list's keyset order within a company, its state filter, and the open commands to bring up to date.
    index('remote_commands_company_id').on(table.companyId, table.id.desc()),
    index('remote_commands_company_state_id').on(table.companyId, table.state, table.id),
    index('remote_commands_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('remote_commands_org').on(table.orgId),
    index('remote_commands_card').on(table.cardId, table.id),
    index('remote_commands_template').on(table.templateId),
  ],
);
