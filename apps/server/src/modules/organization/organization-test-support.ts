import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import { operators, organizations } from '../../platform/database/schema';
import type { LoginInfo } from '@simdesk/contract';
import { testPassword, type FileSignIn, type TestApp } from '../../test/test-app';

/** The id of a seeded org by its name. */
export async function orgIdByName(testApp: TestApp, name: string): Promise<number> {
  const [org] = await testApp.database.db.select().from(organizations).where(eq(organizations.name, name));
  if (!org) throw new Error(`no org named ${name}`);
  return org.id;
}

/** An operator straight in the table (the operator calls belong to another module), signing in with the test password. */
export async function insertOperator(
  testApp: TestApp,
  fields: { account: string; companyId: number; orgId: number; roleId: string },
): Promise<number> {
  const [inserted] = await testApp.database.db
    .insert(operators)
    .values({ ...fields, name: fields.account, passwordHash: await hashPassword(testPassword) })
    .returning({ id: operators.id });
  if (!inserted) throw new Error('operator insert returned nothing');
  return inserted.id;
}

/**
 * Signs in a new operator of the company admin's company, in the named org, holding a role the admin adds
 * through role/add; answers the sign-in and the role's id.
 */
export async function signInWithNewRole(
  testApp: TestApp,
  companyAdmin: FileSignIn,
  operator: { account: string; orgName: string },
  role: {
    name: string;
    roleType: string;
    pageGrants: readonly { pageCode: string; actions: readonly string[] }[];
  },
): Promise<{ login: LoginInfo; roleId: string }> {
  const added = await testApp.call<{ roleId: string }>('role/add', role, { token: companyAdmin.token });
  const roleId = added.rows[0]?.roleId;
  if (added.status !== '0' || !roleId) throw new Error(`role/add failed: ${added.status} ${added.msg}`);
  await insertOperator(testApp, {
    account: operator.account,
    companyId: companyAdmin.companyId,
    orgId: await orgIdByName(testApp, operator.orgName),
    roleId,
  });
  return { login: await testApp.login(operator.account), roleId };
}
