import { eq } from 'drizzle-orm';
import type { ButtonAction, ExpiredPasswordRow, LoginInfo, TemporaryPasswordRow } from '@simdesk/contract';
import { companies, organizations, rolePages, roles } from '../../platform/database/schema';
import type { TestApp } from '../../test/test-app';

export const renewedPassword = 'Renewed-pass-2026';

export async function companyIdOf(testApp: TestApp, name: string): Promise<number> {
  const [company] = await testApp.database.db.select().from(companies).where(eq(companies.name, name));
  if (!company) throw new Error(`no company ${name}`);
  return company.id;
}

export async function orgIdOf(testApp: TestApp, name: string): Promise<number> {
  const [org] = await testApp.database.db.select().from(organizations).where(eq(organizations.name, name));
  if (!org) throw new Error(`no org ${name}`);
  return org.id;
}

/** A role inserted directly, to test rights and ranks the demo roles do not cover. */
export async function insertTestRole(
  testApp: TestApp,
  role: { id: string; companyId: number; roleType: string },
  grants: Record<string, readonly ButtonAction[]>,
): Promise<void> {
  await testApp.database.db.insert(roles).values({ ...role, name: `Test role ${role.id}` });
  const entries = Object.entries(grants);
  if (entries.length === 0) return;
  await testApp.database.db.insert(rolePages).values(
    entries.map(([pageCode, actions], index) => ({
      roleId: role.id,
      pageCode,
      actions: [...actions],
      orderNum: index,
    })),
  );
}

/**
 * The first sign-in of an operator an administrator created or reset: the temporary password is refused as
 * expired ('10043') with a ticket, the operator sets their own, then signs in with it.
 */
export async function signInFirstTime(
  testApp: TestApp,
  account: string,
  temporaryPassword: string,
  newPassword = renewedPassword,
): Promise<LoginInfo> {
  const first = await testApp.passwordLogin<ExpiredPasswordRow>(account, temporaryPassword);
  const resetTicket = first.rows[0]?.resetTicket;
  if (first.status !== '10043' || !resetTicket)
    throw new Error(`expected an expired password for ${account}, got ${first.status} ${first.msg}`);
  const renewed = await testApp.call('operator/modify-expired-password', {
    resetTicket,
    password: testApp.encrypt(newPassword),
  });
  if (renewed.status !== '0') throw new Error(`renewal failed: ${renewed.status} ${renewed.msg}`);
  return testApp.login(account, newPassword);
}

/** Adds an operator as the given caller and answers the one-time password row. */
export async function addOperator(
  testApp: TestApp,
  token: string,
  obj: Record<string, unknown>,
): Promise<TemporaryPasswordRow> {
  const answer = await testApp.call<TemporaryPasswordRow>('operator/add', obj, { token });
  const row = answer.rows[0];
  if (answer.status !== '0' || !row) throw new Error(`operator/add failed: ${answer.status} ${answer.msg}`);
  return row;
}
