import { z } from 'zod';
import { simCardExportRequestSchema, taskType, type SimCardExportRequest } from '@simdesk/contract';
import { appendingWriter } from '../../../platform/files/spreadsheet-writer';
import { openXlsxTaskResult } from '../../../platform/files/spreadsheet-file';
import { AppError } from '../../../platform/http/app-error';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { defineTaskKind, type TaskContext } from '../../../platform/tasks/task-kind';
import { exportCards, type CardSelection } from './export-cards';

/** A CSV export continues below the last card written; an XLSX export (one zip stream) starts over. */
const exportCheckpointSchema = z.object({
  belowId: z.number().int(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
});
type ExportCheckpoint = z.infer<typeof exportCheckpointSchema>;

export function selectionOf(request: Pick<SimCardExportRequest, 'filter' | 'cardIds'>): CardSelection {
  return request.cardIds ? { cardIds: request.cardIds } : { filter: request.filter ?? {} };
}

async function runCardExport(context: TaskContext<SimCardExportRequest, ExportCheckpoint>): Promise<void> {
  const { input } = context;
  const fileName = context.task.fileName ?? `sim-cards.${input.format}`;
  const isCsv = input.format === 'csv';
  try {
    await exportCards({
      db: context.db,
      caller: context.caller,
      selection: selectionOf(input),
      columns: input.columns,
      locale: input.locale,
      from: isCsv ? context.checkpoint : undefined,
      open: async (layout) =>
        isCsv
          ? appendingWriter(await context.openResultCsv(fileName, layout.header))
          : openXlsxTaskResult(context.writeResultFile, fileName, layout),
      afterBatch: async (progress) => {
        // Throws when the task was cancelled or the server stops: the file is then dropped or resumed.
        await context.reportProgress(progress.done, progress.total);
        if (isCsv) await context.saveCheckpoint(progress);
      },
    });
  } catch (error) {
    // The scope changed since the start (an org moved away): a reason the user reads, not a crash.
    if (error instanceof AppError) throw new TaskFailure(error.message);
    throw error;
  }
}

/** The SIM card list's export: the cards of a filter or a selection, as CSV or XLSX, in the caller's locale. */
export const cardExportKind = defineTaskKind({
  name: 'sim-card-export',
  taskType: taskType.byName.export,
  input: simCardExportRequestSchema,
  checkpoint: exportCheckpointSchema,
  resumable: true,
  run: runCardExport,
});
