import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { complaintListCall } from '@simdesk/contract/modules/enhanced-network';
import type { CallRow } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import type { TestApp } from '../../../test/test-app';

export type ComplaintPage = CallRow<typeof complaintListCall>;

/** A complaint call (`complaint/<path>`) as the token's operator. */
export function complaintCall<Row = unknown>(testApp: TestApp, path: string, obj: unknown, token: string) {
  return testApp.call<Row>(`complaint/${path}`, obj, { token });
}

/** Files a complaint and answers its id, failing the test when it is refused. */
export async function addComplaintAs(testApp: TestApp, token: string, obj: Record<string, unknown>) {
  const answer = await complaintCall<{ id: number }>(testApp, 'add', obj, token);
  expect(answer.status, answer.msg).toBe('0');
  const id = answer.rows[0]?.id;
  if (id === undefined) throw new Error('no complaint id');
  return id;
}

export async function storedOperatorId(db: Database, account: string): Promise<number> {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.account, account));
  if (!row) throw new Error(`no operator ${account}`);
  return row.id;
}
