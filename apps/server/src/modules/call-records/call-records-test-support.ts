import { count, eq } from 'drizzle-orm';
import type { ButtonAction, CallRow } from '@simdesk/contract';
import type {
  alarmRecordListCall,
  callRecordListCall,
  pushRecordListCall,
} from '@simdesk/contract/modules/call-records';
import {
  alarmRecordPageCode,
  pushRecordPageCode,
  receiveRecordPageCode,
} from '@simdesk/contract/modules/call-records';
import type { Database } from '../../platform/database/connect';
import type { TestApp } from '../../test/test-app';
import { addOperatorWithGrants } from '../company/testing';
import { callDetailRecords, pushRecords } from './call-records-schema';

export type RecordPage = CallRow<typeof callRecordListCall>;
export type PushPage = CallRow<typeof pushRecordListCall>;
export type AlarmPage = CallRow<typeof alarmRecordListCall>;

/** An operator of a company holding the three record pages with these actions. */
export async function addRecordsOperator(
  db: Database,
  account: string,
  companyId: number,
  actions: ButtonAction[],
): Promise<void> {
  const pageCodes = [receiveRecordPageCode, pushRecordPageCode, alarmRecordPageCode];
  const grants = pageCodes.map((pageCode) => ({ pageCode, actions }));
  await addOperatorWithGrants(db, { account, companyId, roleType: '03', grants });
}

/** One call as the token's operator, failing the test when it is refused. */
export async function answered<Row>(
  testApp: TestApp,
  token: string,
  path: string,
  obj: unknown,
): Promise<Row> {
  const answer = await testApp.call<Row>(path, obj, { token });
  if (answer.status !== '0') throw new Error(`${path} refused: ${answer.status} ${answer.msg}`);
  const row = answer.rows[0];
  if (row === undefined) throw new Error(`${path} answered no row`);
  return row;
}

/** How many records and pushes are stored: a refused call changes neither. */
export async function storedCounts(db: Database) {
  const [records] = await db.select({ total: count() }).from(callDetailRecords);
  const [pushes] = await db.select({ total: count() }).from(pushRecords);
  return { records: records?.total ?? 0, pushes: pushes?.total ?? 0 };
}

export async function pushOf(db: Database, id: number) {
  const [push] = await db.select().from(pushRecords).where(eq(pushRecords.id, id));
  if (!push) throw new Error(`no push ${id}`);
  return push;
}
