import { count, desc, gte, lt, min } from 'drizzle-orm';
import { copyCsvOut } from '../../../platform/database/copy-to';
import { companies, organizations } from '../../../platform/database/schema';
import { companyOfCard, orgOfCard } from '../list/card-list-query';
import { simCards } from '../schema/cards-schema';
import { allOf } from '../../../platform/database/conditions';
import type { ExportRun } from './export-run';

/**
 * Rows per COPY: each is one statement and one checkpoint; the rows themselves stream. Between two the database
 * waits for the file and the next statement starts cold, so a batch is a second or so of work, not less.
 */
export const defaultCopyBatchSize = 250_000;

/** The lowest id and the number of the next `batchSize` selected cards below `belowId` (an index walk of ids). */
async function nextBatchBounds(run: ExportRun, belowId: number) {
  const batch = run.db
    .select({ id: simCards.id })
    .from(simCards)
    .where(allOf([run.where, lt(simCards.id, belowId)]))
    .orderBy(desc(simCards.id))
    .limit(run.batchSize)
    .as('batch');
  const [bounds] = await run.db.select({ lowestId: min(batch.id), cards: count() }).from(batch);
  return { lowestId: bounds?.lowestId ?? null, cards: bounds?.cards ?? 0 };
}

/**
 * A CSV on PostgreSQL: each batch of ids is one COPY TO of the list's query with the cells built in SQL, its
 * lines streamed to the file as they come (CRLF), so Node never holds or parses a row.
 */
export async function exportThroughCopy(run: ExportRun): Promise<number> {
  let { belowId, done, total } = run.from;
  const addCsvLines = run.writer.addCsvLines?.bind(run.writer);
  if (!addCsvLines) throw new Error('COPY writes to a CSV file only');
  const cells = Object.fromEntries(run.cells.map((cell, index) => [`cell${index}`, cell]));
  for (;;) {
    const { lowestId, cards } = await nextBatchBounds(run, belowId);
    if (lowestId === null || cards === 0) break;
    const query = run.db
      .select(cells)
      .from(simCards)
      .leftJoin(companies, companyOfCard)
      .leftJoin(organizations, orgOfCard)
      .where(allOf([run.where, gte(simCards.id, lowestId), lt(simCards.id, belowId)]))
      .orderBy(desc(simCards.id));
    done += await copyCsvOut(run.db, query.getSQL(), addCsvLines);
    belowId = lowestId;
    total = Math.max(total, done);
    await run.afterBatch?.({ belowId, done, total });
    if (cards < run.batchSize) break;
  }
  return done;
}
