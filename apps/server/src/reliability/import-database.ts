import { sql } from 'drizzle-orm';
import { openDatabase } from '../platform/database/connect';

/*
 * The database side of the import-kill test, run as its own process while no server holds the embedded
 * database: `state <data dir> <task id> <ICCID prefix>` answers what the import left behind.
 */

export interface ImportState {
  taskStatus: number | null;
  failReason: string | null;
  /** Rows the last committed checkpoint covers (0 before the first). */
  rowsRead: number;
  cards: number;
  distinctIccids: number;
  /** Those cards that carry their arrival (reason and operator), the first entry of their status record. */
  arrivals: number;
}

async function importState(dataDir: string, taskId: number, iccidPrefix: string): Promise<ImportState> {
  const database = await openDatabase({ pgliteDir: `${dataDir}/pglite` });
  try {
    const pattern = `${iccidPrefix}%`;
    const result = await database.db.execute(sql`
      select
        (select task_status from tasks where id = ${taskId})::int as "taskStatus",
        (select fail_reason from tasks where id = ${taskId}) as "failReason",
        coalesce((select (checkpoint -> 'value' ->> 'rowsRead')::int from tasks where id = ${taskId}), 0)
          as "rowsRead",
        (select count(*) from sim_cards where iccid like ${pattern})::int as cards,
        (select count(distinct iccid) from sim_cards where iccid like ${pattern})::int as "distinctIccids",
        (select count(*) from sim_cards where iccid like ${pattern} and created_reason is not null)::int
          as "arrivals"`);
    // Both drivers answer { rows }; drizzle types the result by driver only.
    const [row] = (result as unknown as { rows: ImportState[] }).rows;
    if (!row) throw new Error('no answer');
    return row;
  } finally {
    await database.close();
  }
}

const [command = '', dataDir = '', taskId = '0', iccidPrefix = ''] = process.argv.slice(2);
if (command !== 'state' || !dataDir || !/^\d{6,}$/.test(iccidPrefix)) {
  throw new Error('usage: import-database.ts state <data dir> <task id> <ICCID prefix>');
}
process.stdout.write(`${JSON.stringify(await importState(dataDir, Number(taskId), iccidPrefix))}\n`);
