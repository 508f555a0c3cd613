import type { SpreadsheetFormat } from '../../../platform/files/spreadsheet-writer';
import { openSpreadsheetFile } from '../../../platform/files/spreadsheet-file';
import { exportCards, type ExportCardsOptions } from './export-cards';

/**
 * The export core writing straight to a file, without a task (benchmarks, tools): the same batches, columns
 * and formula rule as the task centre's export.
 */
export function exportCardsToFile(
  options: Omit<ExportCardsOptions, 'open'> & { filePath: string; format: SpreadsheetFormat },
): Promise<number> {
  const { filePath, format, ...rest } = options;
  return exportCards({ ...rest, open: (layout) => openSpreadsheetFile(filePath, format, layout) });
}
