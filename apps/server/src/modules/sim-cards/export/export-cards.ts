import { desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { SimCardColumnKey, LocaleCode, SimCardFilter } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { companies, organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import type { SpreadsheetLayout } from '../../../platform/files/spreadsheet-file';
import type { SpreadsheetWriter } from '../../../platform/files/spreadsheet-writer';
import { allOf } from '../shared/card-filter';
import { simCardConditions, simCardListColumns } from '../list/card-list-query';
import { cardScope } from '../shared/card-scope';
import { estimatedCount } from '../shared/estimated-count';
import { exportLayout, type ExportedCard } from './export-columns';
import { exportTranslator } from './export-texts';

/** Which cards: those the list's filters select, or chosen ones; always within the caller's scope. */
export type CardSelection = { filter: SimCardFilter } | { cardIds: readonly number[] };

/** Where an export stands after a batch; a resumed run continues below `belowId`. */
export interface ExportProgress {
  belowId: number;
  done: number;
  total: number;
}

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

/** Rows read per batch: big enough that round trips do not dominate, small enough to stay flat in memory. */
export const defaultExportBatchSize = 5000;

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

/** One keyset batch, newest card first like the list. */
function readBatch(db: Database, where: SQL | undefined, belowId: number | undefined, size: number) {
  return db
    .select(simCardListColumns)
    .from(simCards)
    .leftJoin(companies, eq(companies.id, simCards.companyId))
    .leftJoin(organizations, eq(organizations.id, simCards.orgId))
    .where(allOf([where, belowId === undefined ? undefined : lt(simCards.id, belowId)]))
    .orderBy(desc(simCards.id))
    .limit(size) satisfies Promise<ExportedCard[]>;
}

/**
 * Writes the selected cards of the caller's scope to a spreadsheet in keyset batches by id: each batch is
 * read, turned into rows and handed to the writer before the next is read, so memory holds one batch whatever
 * the size of the export. Answers the number of rows written (a resumed run counts the earlier ones too).
 */
export async function exportCards(options: ExportCardsOptions): Promise<number> {
  const { db, caller, selection } = options;
  const batchSize = options.batchSize ?? defaultExportBatchSize;
  const where = await selectionCondition(db, caller, selection);
  const translate = exportTranslator(options.locale);
  const layout = exportLayout(options.columns, translate);
  let { belowId, done, total } = options.from ?? {
    belowId: undefined as number | undefined,
    done: 0,
    total: (await estimatedCount(db, where, exactTotalLimit)).total,
  };
  const writer = await options.open({
    sheetName: translate('cardFiles:export.sheetName'),
    header: layout.header,
    columnWidths: layout.columnWidths,
  });
  try {
    for (;;) {
      const batch = await readBatch(db, where, belowId, batchSize);
      const last = batch.at(-1);
      if (!last) break;
      await writer.addRows(batch.map(layout.row));
      done += batch.length;
      belowId = last.id;
      // Cards added to the selection after the count may carry `done` past it.
      total = Math.max(total, done);
      await options.afterBatch?.({ belowId, done, total });
      if (batch.length < batchSize) break;
    }
    await writer.finish();
  } catch (error) {
    writer.abandon(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return done;
}
