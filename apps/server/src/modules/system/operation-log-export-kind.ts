import { and, desc, lt } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, operationLogFilterSchema, taskType } from '@simdesk/contract';
import { auditLog } from '../../platform/database/schema';
import type { CsvRow } from '../../platform/tasks/csv';
import { defineTaskKind, type TaskContext } from '../../platform/tasks/task-kind';
import { operationLogWhere, selectAuditEntries, selectAuditTotals } from './operation-log-filter';

const batchSize = 1000;

const exportHeader: CsvRow = [
  'Time',
  'Account',
  'Operation',
  'Target',
  'Result status',
  'IP address',
  'Request ID',
];

/** Rows below `belowId` are still to write; `total` is the count taken when the export started. */
const exportCheckpointSchema = z.object({
  belowId: z.number().int(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
type ExportCheckpoint = z.infer<typeof exportCheckpointSchema>;
type ExportContext = TaskContext<z.output<typeof operationLogFilterSchema>, ExportCheckpoint>;

/** Where a first run starts: rows logged after this moment (this export's own call among them) stay out. */
async function startingPoint(context: ExportContext): Promise<ExportCheckpoint> {
  const [found] = await selectAuditTotals(context.db).where(operationLogWhere(context.caller, context.input));
  return { belowId: (found?.lastId ?? 0) + 1, done: 0, total: found?.total ?? 0 };
}

async function exportOperationLog(context: ExportContext): Promise<void> {
  const where = operationLogWhere(context.caller, context.input);
  let { belowId, done, total } = context.checkpoint ?? (await startingPoint(context));
  const result = await context.openResultCsv(context.task.fileName ?? 'operation-log.csv', exportHeader);
  for (;;) {
    if (await context.isCancelRequested()) return;
    // Keyset paging by id, newest first like the list: a resumed run continues below the last id written.
    const batch = await selectAuditEntries(context.db)
      .where(and(where, lt(auditLog.id, belowId)))
      .orderBy(desc(auditLog.id))
      .limit(batchSize);
    const last = batch.at(-1);
    if (!last) return;
    await result.append(
      batch.map(({ entry }) => [
        formatDateTime(entry.at),
        entry.account,
        entry.call,
        entry.target,
        entry.status,
        entry.ipAddress,
        entry.requestId,
      ]),
    );
    done += batch.length;
    belowId = last.entry.id;
    // A concurrent insert that committed after the count, under the cap, may push `done` past it.
    total = Math.max(total, done);
    await context.reportProgress(done, total);
    await context.saveCheckpoint({ belowId, done, total });
    if (batch.length < batchSize) return;
  }
}

/** The audit rows the list's filters select, scoped like the list, as a CSV file. */
export const operationLogExportKind = defineTaskKind({
  name: 'operation-log-export',
  taskType: taskType.byName.export,
  input: operationLogFilterSchema,
  checkpoint: exportCheckpointSchema,
  resumable: true,
  run: exportOperationLog,
});
