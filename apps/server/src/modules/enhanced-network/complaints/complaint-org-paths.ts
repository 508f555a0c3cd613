import { and, count, eq, like, sql } from 'drizzle-orm';
import type { OrgContents } from '../../organization';
import { complaints } from './complaint-schema';

/**
 * Complaints copy their org's path for scoping, like cards: they keep an org from being deleted and follow its
 * moves in the mover's transaction.
 */
export const complaintsInOrgs: OrgContents = {
  label: 'complaint(s)',
  countIn: async (db, orgId) => {
    const [row] = await db.select({ total: count() }).from(complaints).where(eq(complaints.orgId, orgId));
    return row?.total ?? 0;
  },
  movePaths: async (db, companyId, oldPath, newPath) => {
    await db
      .update(complaints)
      .set({ orgPath: sql`${newPath} || substr(${complaints.orgPath}, ${oldPath.length + 1})` })
      .where(and(eq(complaints.companyId, companyId), like(complaints.orgPath, `${oldPath}%`)));
  },
};
