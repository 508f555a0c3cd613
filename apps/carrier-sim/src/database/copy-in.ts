import type pg from 'pg';

// The part of pg's connection that COPY FROM STDIN writes to (pg has no typed API for it).
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

const chunkBytes = 1 << 20;

/**
 * COPY … FROM STDIN through pg's "submittable" query interface (what pg-copy-streams does), so bulk
 * seeding needs no extra package. The CSV is already in memory: callers send it in bounded batches.
 */
export function copyIntoPostgres(client: pg.PoolClient, statement: string, csv: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    const submittable = {
      submit(connection: CopyConnection) {
        connection.query(statement);
      },
      handleCopyInResponse(connection: CopyConnection) {
        const bytes = Buffer.from(csv, 'utf8');
        for (let start = 0; start < bytes.length; start += chunkBytes) {
          connection.sendCopyFromChunk(bytes.subarray(start, start + chunkBytes));
        }
        connection.endCopyFrom();
      },
      handleError: (error: Error) => settle(error),
      handleReadyForQuery: () => settle(),
      handleCommandComplete: () => undefined,
      handleRowDescription: () => undefined,
      handleDataRow: () => undefined,
      handleEmptyQuery: () => undefined,
      handlePortalSuspended: () => undefined,
      handleCopyData: () => undefined,
    };
    // pg runs any object with `submit` as a query; its typings only describe its own query classes.
    (client as unknown as { query(submittable: object): void }).query(submittable);
  });
}
