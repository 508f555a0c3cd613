import { sql } from 'drizzle-orm';

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { moment } from './columns';

import { companyColumn, operatorColumn, orgColumn, sessions } from './schema';

/**
 * The task centre: one row per asynchronous task. The row is the truth about a task; the pg-boss job that
 * carries it only says "run task N". Company and org path are copied from the creator for scoping.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    operatorId: operatorColumn(),
    /** The registered handler ('test-count', 'sim-card-export' …). */
    kind: text('kind').notNull(),
    /** The contract's taskType code, for display. */
    taskType: smallint('task_type').notNull(),
    /** The contract's taskStatus code: 0 waiting, 1 success, 2 failed, 3 partly failed, 4 processing, 5 cancelled. */
    taskStatus: smallint('task_status').notNull().default(0),
    input: jsonb('input')
      .notNull()
      .default(sql`'{}'::jsonb`),
    fileName: text('file_name'),
    attachmentName: text('attachment_name'),
    /** Relative to SIMDESK_DATA_DIR, always under tasks/<id>/; never a name a user chose. */
    attachmentPath: text('attachment_path'),
    errorReportName: text('error_report_name'),
    errorReportPath: text('error_report_path'),
    failReason: text('fail_reason'),
    process: smallint('process').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
    succeededCount: integer('succeeded_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Where a resumed run continues: the kind's value plus the runner's counters and file lengths. */
    checkpoint: jsonb('checkpoint'),
    attempts: integer('attempts').notNull().default(0),
    /** The run that holds the task; every write of a run checks it, so a run that lost the task stops. */
    leaseId: uuid('lease_id'),
    jobId: uuid('job_id'),
    heartbeatAt: moment('heartbeat_at'),
    createTime: moment('create_time').notNull().defaultNow(),
    updateTime: moment('update_time').notNull().defaultNow(),
    finishTime: moment('finish_time'),
  },
  (table) => [
    index('tasks_company_created').on(table.companyId, table.id),
    index('tasks_operator_created').on(table.operatorId, table.id),
    index('tasks_running')
      .on(table.taskStatus, table.heartbeatAt)
      .where(sql`task_status in (0, 4)`),
  ],
);

/** One-time download tickets: bound to the operator, their session, the task and the file; only hashes kept. */
export const taskDownloadTickets = pgTable(
  'task_download_tickets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    operatorId: operatorColumn(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    /** 'result' or 'error-report'. */
    file: text('file').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('task_download_tickets_token_hash').on(table.tokenHash)],
);
