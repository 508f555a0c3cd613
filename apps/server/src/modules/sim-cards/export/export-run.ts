import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import type { SpreadsheetWriter } from '../../../platform/files/spreadsheet-writer';

/** Where an export stands after a batch; a resumed run continues below `belowId`. */
export interface ExportProgress {
  belowId: number;
  done: number;
  total: number;
}

/** The `belowId` of an export that has written no card yet: above every id. */
export const noCardYet = Number.MAX_SAFE_INTEGER;

/** One export once its file is open: which cards, their cells (SQL, in file order), where they go. */
export interface ExportRun {
  db: Database;
  where: SQL | undefined;
  cells: readonly SQL[];
  writer: SpreadsheetWriter;
  /** Rows per batch: one round trip (or one COPY) and one checkpoint each. */
  batchSize: number;
  from: ExportProgress;
  afterBatch?(progress: ExportProgress): Promise<void>;
}
