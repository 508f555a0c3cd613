import type { SpreadsheetRow } from './spreadsheet-cell';

/** The file formats an export may be written in. */
export type SpreadsheetFormat = 'csv' | 'xlsx';

/** A spreadsheet written batch by batch: rows go out as they come, never held whole in memory. */
export interface SpreadsheetWriter {
  addRows(rows: readonly SpreadsheetRow[]): Promise<void>;
  /** CSV only: lines written already (CRLF, formula-safe), as a COPY TO streams them. */
  addCsvLines?(chunk: Buffer): Promise<void>;
  /** Completes the file; nothing may be added after. */
  finish(): Promise<void>;
  /** Gives up: the file is left incomplete for its owner to remove. */
  abandon(error: Error): void;
}

/** A writer over something that appends rows (a task's growing CSV result): nothing to finish. */
export function appendingWriter(target: {
  append(rows: readonly SpreadsheetRow[]): Promise<void>;
  appendLines(chunk: Buffer): Promise<void>;
}): SpreadsheetWriter {
  return {
    addRows: (rows) => target.append(rows),
    addCsvLines: (chunk) => target.appendLines(chunk),
    finish: async () => undefined,
    abandon: () => undefined,
  };
}
