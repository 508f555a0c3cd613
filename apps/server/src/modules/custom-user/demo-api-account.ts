import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import { operators } from '../../platform/database/schema';
import { demoAccounts } from '../../platform/demo/demo-seed';
import { addAppCredentials } from '../account-admin';

/** The demo API customer (demo.api) gets app credentials, so its API configuration calls have data to show. */
export async function seedDemoApiAccount(db: Database): Promise<void> {
  const [apiAccount] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.account, demoAccounts.apiCustomer));
  if (apiAccount) await addAppCredentials(db, apiAccount.id, new Date());
}
