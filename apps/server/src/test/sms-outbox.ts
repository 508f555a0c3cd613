import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../platform/database/schema';
import type { TestApp } from './test-app';

/** The code in the newest message the outbox holds for a mobile. */
export async function latestCodeFor(testApp: TestApp, mobile: string): Promise<string> {
  const [message] = await testApp.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = message?.content.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}
