import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operators, rolePages, roles } from '../database/schema';
import { useTestApp } from '../../test/test-app';
import { loadOperatorContext } from './operator-context';

const testApp = useTestApp({ modules: [] });

async function roleOf(account: string) {
  const [found] = await testApp.database.db
    .select({ operatorId: operators.id, roleId: roles.id, pagesVersion: roles.pagesVersion })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.account, account));
  if (!found) throw new Error(`no role for ${account}`);
  return found;
}

// Each process keeps a role's pages under roles.pages_version; these are the guarantees that makes safe.
describe("a role's pages version", () => {
  it('changes with any write to the role pages, and a caller sees the pages at once', async () => {
    const { db } = testApp.database;
    const before = await roleOf('demo.dealer');
    const [page] = await db.select().from(rolePages).where(eq(rolePages.roleId, before.roleId)).limit(1);
    if (!page) throw new Error('the demo dealer role has no pages');
    const granted = await loadOperatorContext(db, before.operatorId, 0);
    expect(granted?.pageCodeList).toContain(page.pageCode);

    // A write outside the role editor (a script, another module) is seen as well.
    const onePage = and(eq(rolePages.roleId, page.roleId), eq(rolePages.pageCode, page.pageCode));
    await db.delete(rolePages).where(onePage);
    const afterDelete = await roleOf('demo.dealer');
    expect(afterDelete.pagesVersion).not.toBe(before.pagesVersion);
    const withdrawn = await loadOperatorContext(db, before.operatorId, 0);
    expect(withdrawn?.pageCodeList).not.toContain(page.pageCode);
    expect(withdrawn?.grantedPageCodes.has(page.pageCode)).toBe(false);

    await db.insert(rolePages).values(page);
    await db.update(rolePages).set({ actions: [] }).where(onePage);
    const afterUpdate = await roleOf('demo.dealer');
    expect(afterUpdate.pagesVersion).toBeGreaterThan(afterDelete.pagesVersion);
    const regranted = await loadOperatorContext(db, before.operatorId, 0);
    expect(regranted?.pageCodeList).toContain(page.pageCode);
    expect(regranted?.actionGrants[page.pageCode]).toEqual([]);
  });

  it('is never reused by a role created again under the same id', async () => {
    const { db } = testApp.database;
    const [company] = await db.select({ companyId: roles.companyId }).from(roles).limit(1);
    const role = {
      id: 'version-test',
      companyId: company?.companyId ?? 0,
      name: 'Version test',
      roleType: '60',
    };
    const [first] = await db.insert(roles).values(role).returning();
    await db.delete(roles).where(eq(roles.id, role.id));
    const [second] = await db.insert(roles).values(role).returning();
    expect(second?.pagesVersion).not.toBe(first?.pagesVersion);
    await db.delete(roles).where(eq(roles.id, role.id));
  });
});
