import { eq } from 'drizzle-orm';
import { operators } from '../platform/database/schema';
import type { TestApp } from './test-app';

/** The stored row of an operator by account; a test that names a missing one fails here. */
export async function storedOperator(testApp: TestApp, account: string) {
  const [operator] = await testApp.database.db.select().from(operators).where(eq(operators.account, account));
  if (!operator) throw new Error(`no operator ${account}`);
  return operator;
}

/** A new operator with the role, company and org of an existing one, under the account and details given. */
export async function insertOperatorLike(
  testApp: TestApp,
  account: string,
  changes: Partial<typeof operators.$inferInsert> & { account: string },
): Promise<void> {
  const { id: _id, ...fields } = await storedOperator(testApp, account);
  await testApp.database.db.insert(operators).values({ ...fields, ...changes });
}
