import { desc, lt } from 'drizzle-orm';
import type { SpreadsheetCell } from '../../../platform/files/spreadsheet-cell';
import { companies, organizations } from '../../../platform/database/schema';
import { companyOfCard, orgOfCard } from '../list/card-list-query';
import { simCards } from '../schema/cards-schema';
import { allOf } from '../../../platform/database/conditions';
import type { ExportRun } from './export-run';

/** Rows read per batch: big enough that round trips do not dominate, small enough to stay flat in memory. */
export const defaultExportBatchSize = 5000;

/** One keyset batch of ready cells, newest card first like the list. */
function readBatch(run: ExportRun, belowId: number) {
  const cells = Object.fromEntries(run.cells.map((cell, index) => [`cell${index}`, cell]));
  return run.db
    .select({ id: simCards.id, ...cells })
    .from(simCards)
    .leftJoin(companies, companyOfCard)
    .leftJoin(organizations, orgOfCard)
    .where(allOf([run.where, lt(simCards.id, belowId)]))
    .orderBy(desc(simCards.id))
    .limit(run.batchSize);
}

/** Reads keyset batches through the query layer (PGlite, and every XLSX): memory holds one batch. */
export async function exportInBatches(run: ExportRun): Promise<number> {
  let { belowId, done, total } = run.from;
  const columns = run.cells.map((_, index) => `cell${index}`);
  for (;;) {
    const batch = await readBatch(run, belowId);
    const last = batch.at(-1);
    if (!last) break;
    const rows = batch.map((card: Record<string, unknown>) =>
      columns.map((column) => card[column] as SpreadsheetCell),
    );
    await run.writer.addRows(rows);
    done += batch.length;
    belowId = last.id;
    // Cards added to the selection after the count may carry `done` past it.
    total = Math.max(total, done);
    await run.afterBatch?.({ belowId, done, total });
    if (batch.length < run.batchSize) break;
  }
  return done;
}
