import { and, count, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';

/**
 * Cards copy their org's path for scoping, like tasks: when an org subtree moves, the org module calls this in
 * the same transaction so the copies follow ('/1/4/7/…' becomes '/1/5/7/…').
 */
export async function moveCardOrgPaths(
  db: Database,
  companyId: number,
  oldPath: string,
  newPath: string,
): Promise<void> {
  await db
    .update(simCards)
    .set({ orgPath: sql`${newPath} || substr(${simCards.orgPath}, ${oldPath.length + 1})` })
    .where(and(eq(simCards.companyId, companyId), like(simCards.orgPath, `${oldPath}%`)));
}

/** How many cards an org holds itself: an org with cards is not empty and may not be deleted. */
export async function countCardsInOrg(db: Database, orgId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(simCards).where(eq(simCards.orgId, orgId));
  return row?.total ?? 0;
}
