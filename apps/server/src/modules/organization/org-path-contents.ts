import { and, count, eq, like, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OrgContents } from './org-contents';

/**
 * Rows that copy their org's path for scoping (like cards): they keep an org from being deleted and follow
 * its moves in the mover's transaction.
 */
export function orgPathContents(
  label: string,
  table: PgTable,
  columns: { companyId: AnyPgColumn; orgId: AnyPgColumn; orgPath: AnyPgColumn },
): OrgContents {
  return {
    label,
    countIn: async (db, orgId) => {
      const [row] = await db.select({ total: count() }).from(table).where(eq(columns.orgId, orgId));
      return row?.total ?? 0;
    },
    movePaths: async (db, companyId, oldPath, newPath) => {
      const orgPath = sql.identifier(columns.orgPath.name);
      await db.execute(
        sql`UPDATE ${table} SET ${orgPath} = ${newPath} || substr(${orgPath}, ${oldPath.length + 1})
            WHERE ${and(eq(columns.companyId, companyId), like(columns.orgPath, `${oldPath}%`))}`,
      );
    },
  };
}
