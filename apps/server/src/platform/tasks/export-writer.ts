import type { ExportFormat } from '@simdesk/contract';
import { openXlsxTaskResult, type SpreadsheetLayout } from '../files/spreadsheet-file';
import { appendingWriter, type SpreadsheetWriter } from '../files/spreadsheet-writer';
import type { TaskContext } from './task-kind';

/** Where a list's export writes: the task's growing CSV result, or an XLSX streamed into its result file. */
export async function openExportWriter(
  context: Pick<TaskContext<unknown, unknown>, 'openResultCsv' | 'writeResultFile'>,
  format: ExportFormat,
  fileName: string,
  layout: SpreadsheetLayout,
): Promise<SpreadsheetWriter> {
  return format === 'csv'
    ? appendingWriter(await context.openResultCsv(fileName, layout.header))
    : openXlsxTaskResult(context.writeResultFile, fileName, layout);
}
