import { desc, lt, and } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, taskType } from '@simdesk/contract';
import { separationFilterSchema } from '@simdesk/contract/modules/security';
import type { CsvRow } from '../../platform/tasks/csv';
import { defineTaskKind, type TaskContext } from '../../platform/tasks/task-kind';
import { cardSeparations } from './security-schema';
import { separationConditions, separationSource } from './separation-rows';

const batchSize = 1000;

const exportHeader: CsvRow = [
  'Separated at',
  'ICCID',
  'MSISDN',
  'Company',
  'Organization',
  'Bound IMEI',
  'IMEI seen',
  'Cell area',
];

/** Rows below `belowId` are still to write. */
const exportCheckpointSchema = z.object({
  belowId: z.number().int().nullable(),
  done: z.number().int().min(0),
});
type ExportCheckpoint = z.infer<typeof exportCheckpointSchema>;
type ExportContext = TaskContext<z.output<typeof separationFilterSchema>, ExportCheckpoint>;

async function exportSeparations(context: ExportContext): Promise<void> {
  const where = await separationConditions(context.db, context.caller, context.input);
  let { belowId, done } = context.checkpoint ?? { belowId: null, done: 0 };
  const result = await context.openResultCsv(context.task.fileName ?? 'separations.csv', exportHeader);
  for (;;) {
    if (await context.isCancelRequested()) return;
    // Keyset by id, newest first like the list: a resumed run continues below the last id written.
    const pageWhere = belowId === null ? where : and(where, lt(cardSeparations.id, belowId));
    const batch = await separationSource.readPage(context.db, pageWhere, desc(cardSeparations.id), batchSize);
    const last = batch.at(-1);
    if (!last) return;
    await result.append(
      batch.map((row) => [
        formatDateTime(new Date(row.separatedAt)),
        row.iccid,
        row.msisdn,
        row.companyName,
        row.orgName,
        row.oldImei,
        row.newImei,
        row.cellArea,
      ]),
    );
    done += batch.length;
    belowId = last.id;
    await context.reportProgress(done, done + (batch.length < batchSize ? 0 : batchSize));
    await context.saveCheckpoint({ belowId, done });
    if (batch.length < batchSize) return;
  }
}

/** The separations the list's filters select, scoped like the list, as a CSV file. */
export const separationExportKind = defineTaskKind({
  name: 'separation-export',
  taskType: taskType.byName.export,
  input: separationFilterSchema,
  checkpoint: exportCheckpointSchema,
  resumable: true,
  run: exportSeparations,
});
