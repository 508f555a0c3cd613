// The histories of real-name records (registrations, owner collections): one event table each, the same columns
// (id, the record's key, kind, at, detail, operatorId), read and written the same way.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database/connect';
import { rowsWithOperatorNames } from '../../platform/database/operator-names';

interface HistoryTable extends PgTable {
  id: AnyPgColumn;
  operatorId: AnyPgColumn;
}

/** One step as a history answers it. */
export interface HistoryRow<Kind extends string> {
  id: number;
  kind: Kind;
  at: string;
  detail: string | null;
  operatorName: string | null;
}

/** One step to record: its kind, codes or a note in `detail`, the operator who took it (none: the system). */
export interface HistoryEvent<Kind extends string> {
  kind: Kind;
  detail?: string | null;
  operatorId?: number | null;
}

interface StoredEvent {
  id: number;
  kind: string;
  at: Date;
  detail: string | null;
}

/** A record's history, oldest first, with the name of the operator of each step. */
export async function readHistory<Kind extends string>(
  db: Database,
  table: HistoryTable,
  where: SQL,
): Promise<HistoryRow<Kind>[]> {
  const found = await rowsWithOperatorNames(db, table, table, where);
  return found.map(({ row, operatorName }) => {
    const event = row as unknown as StoredEvent;
    return {
      id: event.id,
      kind: event.kind as Kind,
      at: event.at.toISOString(),
      detail: event.detail,
      operatorName,
    };
  });
}

/** Adds steps to records' histories (each event names its record), in the transaction of what they record. */
export async function recordHistory<Table extends PgTable>(
  db: Database,
  table: Table,
  events: readonly HistoryEvent<string>[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    ...event,
    detail: event.detail ?? null,
    operatorId: event.operatorId ?? null,
  }));
  await db.insert(table).values(rows as Table['$inferInsert'][]);
}
