import { inArray, type SQL } from 'drizzle-orm';
import type { SimCardColumnKey, LocaleCode, SimCardFilter } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { canStreamCopy } from '../../../platform/database/copy-to';
import { simCards } from '../schema/cards-schema';
import type { SpreadsheetLayout } from '../../../platform/files/spreadsheet-file';
import type { SpreadsheetWriter } from '../../../platform/files/spreadsheet-writer';
import { allOf } from '../../../platform/database/conditions';
import { simCardConditions } from '../list/card-list-query';
import { cardScope } from '../shared/card-scope';
import { estimatedCount } from '../shared/estimated-count';
import { defaultExportBatchSize, exportInBatches } from './export-batches';
import { exportLayout } from './export-columns';
import { defaultCopyBatchSize, exportThroughCopy } from './export-copy';
import { noCardYet, type ExportProgress, type ExportRun } from './export-run';
import { exportTranslator } from '../../../platform/tasks/export-texts';

/** Which cards: those the list's filters select, or chosen ones; always within the caller's scope. */
export type CardSelection = { filter: SimCardFilter } | { cardIds: readonly number[] };

export type { ExportProgress } from './export-run';

export interface ExportCardsOptions {
  db: Database;
  caller: OperatorContext;
  selection: CardSelection;
  columns: readonly SimCardColumnKey[];
  locale: LocaleCode;
  /** Opens the file once the header is known: a task's result, or a plain file (benchmarks). */
  open(layout: SpreadsheetLayout): Promise<SpreadsheetWriter>;
  /** Rows read and written per round trip. */
  batchSize?: number;
  /** Continue an interrupted export from its last progress. */
  from?: ExportProgress;
  /** After every batch: report progress, save a checkpoint, stop when cancelled (by throwing). */
  afterBatch?(progress: ExportProgress): Promise<void>;
}

// Above this many matches the progress total is the planner's estimate (raised to `done` as rows pass).
const exactTotalLimit = 1_000_000;

/** The condition of a selection; refuses (as the list does) an org outside scope or a malformed number. */
export async function selectionCondition(
  db: Database,
  caller: OperatorContext,
  selection: CardSelection,
): Promise<SQL | undefined> {
  if ('filter' in selection) return simCardConditions(db, caller, selection.filter);
  return allOf([cardScope(caller), inArray(simCards.id, [...new Set(selection.cardIds)])]);
}

/**
 * Writes the selected cards of the caller's scope to a spreadsheet in keyset batches by id, newest first, each
 * batch written before the next is read, so memory stays flat whatever the size of the export. The cells are
 * built in SQL (code texts in the locale, dates, the formula rule): a CSV on PostgreSQL streams straight out of
 * COPY TO, anything else is read batch by batch. Answers the number of rows written (a resumed run counts the
 * earlier ones too).
 */
export async function exportCards(options: ExportCardsOptions): Promise<number> {
  const { db, caller, selection } = options;
  const where = await selectionCondition(db, caller, selection);
  const translate = exportTranslator(options.locale);
  const layout = exportLayout(options.columns, translate);
  const from = options.from ?? {
    belowId: noCardYet,
    done: 0,
    total: (await estimatedCount(db, where, exactTotalLimit)).total,
  };
  const writer = await options.open({
    sheetName: translate('cardFiles:export.sheetName'),
    header: layout.header,
    columnWidths: layout.columnWidths,
  });
  const copies = writer.addCsvLines !== undefined && canStreamCopy(db);
  const run: ExportRun = {
    db,
    where,
    cells: layout.cells,
    writer,
    batchSize: options.batchSize ?? (copies ? defaultCopyBatchSize : defaultExportBatchSize),
    from,
    afterBatch: options.afterBatch,
  };
  try {
    const done = copies ? await exportThroughCopy(run) : await exportInBatches(run);
    await writer.finish();
    return done;
  } catch (error) {
    writer.abandon(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}
