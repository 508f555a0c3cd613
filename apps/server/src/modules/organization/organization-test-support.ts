import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import { operators, organizations } from '../../platform/database/schema';
import { testPassword, type TestApp } from '../../test/test-app';

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
