import { desc, lt, and } from 'drizzle-orm';
import { z } from 'zod';
import { formatDateTime, taskType } from '@simdesk/contract';
import { separationExportRequestSchema, type SeparationRow } from '@simdesk/contract/modules/security';
import { openExportWriter } from '../../platform/tasks/export-writer';
import { defineTaskKind, type TaskContext } from '../../platform/tasks/task-kind';
import { exportTranslator } from '../sim-cards';
import { cardSeparations } from './security-schema';
import { separationConditions, separationSource } from './separation-rows';

const batchSize = 1000;

/** The file's columns: the list's header texts (security:columns) and each cell. */
const columns = [
  ['separatedAt', (row) => formatDateTime(new Date(row.separatedAt))],
  ['iccid', (row) => row.iccid],
  ['msisdn', (row) => row.msisdn],
  ['company', (row) => row.companyName],
  ['org', (row) => row.orgName],
  ['oldImei', (row) => row.oldImei],
  ['newImei', (row) => row.newImei],
  ['cellArea', (row) => row.cellArea],
] as const satisfies readonly (readonly [string, (row: SeparationRow) => string | null])[];

/** Rows below `belowId` are still to write. */
const exportCheckpointSchema = z.object({
  belowId: z.number().int().nullable(),
  done: z.number().int().min(0),
});
type ExportCheckpoint = z.infer<typeof exportCheckpointSchema>;
type ExportContext = TaskContext<z.output<typeof separationExportRequestSchema>, ExportCheckpoint>;

async function exportSeparations(context: ExportContext): Promise<void> {
  const { filter, format, locale } = context.input;
  const where = await separationConditions(context.db, context.caller, filter);
  const translate = exportTranslator(locale);
  const layout = {
    sheetName: translate('pages:separate'),
    header: columns.map(([key]) => translate(`security:columns.${key}`)),
  };
  // A CSV grows in the task's files and continues from its checkpoint; an XLSX is written whole, so it starts over.
  let { belowId, done } = (format === 'csv' ? context.checkpoint : undefined) ?? { belowId: null, done: 0 };
  const writer = await openExportWriter(
    context,
    format,
    context.task.fileName ?? `separations.${format}`,
    layout,
  );
  for (;;) {
    if (await context.isCancelRequested()) return writer.abandon(new Error('the export was cancelled'));
    // Keyset by id, newest first like the list: a resumed run continues below the last id written.
    const pageWhere = belowId === null ? where : and(where, lt(cardSeparations.id, belowId));
    const batch = await separationSource.readPage(context.db, pageWhere, desc(cardSeparations.id), batchSize);
    await writer.addRows(batch.map((row) => columns.map(([, cell]) => cell(row))));
    done += batch.length;
    const last = batch.at(-1);
    const more = last !== undefined && batch.length === batchSize;
    await context.reportProgress(done, more ? done + batchSize : done);
    if (!more) break;
    belowId = last.id;
    if (format === 'csv') await context.saveCheckpoint({ belowId, done });
  }
  await writer.finish();
}

/** The separations the list's filters select, scoped like the list, as CSV or XLSX in the caller's locale. */
export const separationExportKind = defineTaskKind({
  name: 'separation-export',
  taskType: taskType.byName.export,
  input: separationExportRequestSchema,
  checkpoint: exportCheckpointSchema,
  resumable: true,
  run: exportSeparations,
});
