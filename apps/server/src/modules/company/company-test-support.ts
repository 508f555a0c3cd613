import { and, eq, isNull } from 'drizzle-orm';
import type { ButtonAction } from '@simdesk/contract';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/database/connect';
import { companies, operators, organizations, rolePages, roles } from '../../platform/database/schema';
import { testPassword } from '../../test/test-app';

export async function companyIdNamed(db: Database, name: string): Promise<number> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
}

/**
 * An operator at the root org of a company with a role of their own, for the rights cases the demo roles do not
 * cover (a page with only some actions, a page code without a cross-company role).
 */
export async function addOperatorWithGrants(
  db: Database,
  options: {
    account: string;
    companyId: number;
    roleType: string;
    grants: { pageCode: string; actions: ButtonAction[] }[];
  },
): Promise<void> {
  const [root] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.companyId, options.companyId), isNull(organizations.parentId)));
  const roleId = `test-${options.account}`;
  await db
    .insert(roles)
    .values({ id: roleId, companyId: options.companyId, name: roleId, roleType: options.roleType });
  await db.insert(rolePages).values(
    options.grants.map((grant, index) => ({
      roleId,
      pageCode: grant.pageCode,
      actions: grant.actions,
      orderNum: index,
    })),
  );
  await db.insert(operators).values({
    account: options.account,
    name: options.account,
    companyId: options.companyId,
    orgId: root?.id ?? null,
    roleId,
    passwordHash: await hashPassword(testPassword),
    agreementAcceptedAt: new Date(),
  });
}
