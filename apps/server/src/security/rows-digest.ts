import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database/connect';

interface TableColumns {
  table: string;
  columns: Set<string>;
}

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** Every table of the schema with its columns (partitions of card_usage are read through their parent). */
async function tablesWithColumns(db: Database): Promise<TableColumns[]> {
  const rows = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join pg_class t on t.relname = c.table_name and not t.relispartition
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = c.table_schema
        where c.table_schema = 'public'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const row of rows) tables.set(row.table, (tables.get(row.table) ?? new Set()).add(row.column));
  return [...tables].map(([table, columns]) => ({ table, columns }));
}

async function digestOf(db: Database, table: string, condition: SQL): Promise<string> {
  const [row] = await rowsOf<{ digest: string | null; count: string | number }>(
    db,
    sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as count
        from ${sql.identifier(table)} t where ${condition}`,
  );
  return `${table}:${row?.count ?? 0}:${row?.digest ?? ''}`;
}

/**
 * A fingerprint of every row one company owns, in every table that names a company: equal before and after
 * means nothing of that company was written, added or removed.
 */
export async function companyRowsDigest(db: Database, companyId: number): Promise<string[]> {
  const digests: string[] = [];
  for (const { table, columns } of await tablesWithColumns(db)) {
    if (!columns.has('company_id')) continue;
    digests.push(await digestOf(db, table, sql`t.company_id = ${companyId}`));
  }
  return digests.sort();
}

/** The same for the rows of one org branch: by org path where a table keeps one, else by org id. */
export async function branchRowsDigest(db: Database, branchPath: string): Promise<string[]> {
  const inBranch = `${branchPath}%`;
  const digests = [await digestOf(db, 'organizations', sql`t.path like ${inBranch}`)];
  for (const { table, columns } of await tablesWithColumns(db)) {
    if (columns.has('org_path')) digests.push(await digestOf(db, table, sql`t.org_path like ${inBranch}`));
    else if (columns.has('org_id')) {
      digests.push(
        await digestOf(
          db,
          table,
          sql`t.org_id in (select id from organizations where path like ${inBranch})`,
        ),
      );
    }
  }
  return digests.sort();
}
