import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@simdesk/contract';
import { pageWindow } from '../http/paging';
import type { Database } from './connect';

/**
 * One page of a list and how many rows match in all, read at once: the query (built with `$dynamic()`) gets
 * the page's window, the count runs over the table with the same condition.
 */
export async function pagedRows<Query extends PgSelect>(
  db: Database,
  page: Page | undefined,
  query: Query,
  counted: { table: PgTable; where: SQL | undefined },
): Promise<{ rows: Awaited<Query>; total: number }> {
  const { limit, offset } = pageWindow(page);
  const [rows, [totals]] = await Promise.all([
    query.limit(limit).offset(offset),
    db.select({ total: count() }).from(counted.table).where(counted.where),
  ]);
  return { rows: rows as Awaited<Query>, total: totals?.total ?? 0 };
}
