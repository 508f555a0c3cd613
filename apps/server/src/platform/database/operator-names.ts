import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connect';
import { operators } from './schema';

/**
 * Rows of a history table (a record's events) with the name of the operator each names, oldest first; a row no
 * operator made (the carrier's answer, a background step) has none.
 */
export async function rowsWithOperatorNames<Table extends PgTable>(
  db: Database,
  table: Table,
  columns: { id: AnyPgColumn; operatorId: AnyPgColumn },
  where: SQL,
): Promise<{ row: Table['$inferSelect']; operatorName: string | null }[]> {
  // Drizzle types a select from one known table only: read through the base type, typed back per table.
  const whole: PgTable = table;
  const found = await db
    .select({ row: whole, operatorName: operators.name })
    .from(whole)
    .leftJoin(operators, eq(operators.id, columns.operatorId))
    .where(where)
    .orderBy(asc(columns.id));
  return found as { row: Table['$inferSelect']; operatorName: string | null }[];
}

/**
 * The account and name of the operator a row's column names, as sub-queries of a row reader's selection (read
 * per row of a page, by the operators' primary key).
 */
export function operatorNameColumns(operatorId: AnyPgColumn) {
  return {
    account: sql<string>`(select ${operators.account} from ${operators} where ${operators.id} = ${operatorId})`,
    name: sql<string>`(select ${operators.name} from ${operators} where ${operators.id} = ${operatorId})`,
  };
}
