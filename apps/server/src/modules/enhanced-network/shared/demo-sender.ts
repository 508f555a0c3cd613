import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';

/** The demo's company administrator (demo.company), who sends and submits in the tools' demo rows. */
export async function demoCompanyAdministratorId(db: Database): Promise<number | undefined> {
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.account, 'demo.company'));
  return operator?.id;
}
