import { desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { callRecordType } from '@simdesk/contract';
import type { CallRecordFilter, CallRecordRow } from '@simdesk/contract/modules/call-records';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import { cardsInScopeByNumber } from '../sim-cards';
import { callDetailRecords as records } from './call-records-schema';
import { allOf, timeWindow } from '../../platform/database/conditions';
import { cappedTotal } from '../../platform/database/keyset-page';
import { emptyPage, pageOf, type KeysetPage } from './keyset-lists';

/** The filter's conditions within the caller's scope; null when the card numbers name no card the caller sees. */
export async function recordConditions(
  db: Database,
  caller: OperatorContext,
  filter: CallRecordFilter,
): Promise<SQL | null | undefined> {
  const conditions = await narrowedScope(db, caller, filter, {
    companyId: records.companyId,
    orgPath: records.orgPath,
  });
  if (filter.cardNumbers) {
    const found = await Promise.all(
      filter.cardNumbers.map((number) => cardsInScopeByNumber(db, caller, number)),
    );
    const iccids = [...new Set(found.flat().map((card) => card.iccid))];
    if (iccids.length === 0) return null;
    conditions.push(inArray(records.iccid, iccids));
  }
  if (filter.recordTypes) conditions.push(inArray(records.recordType, filter.recordTypes));
  conditions.push(...timeWindow(records.startedAt, filter));
  return allOf(conditions);
}

// The row as the list shows it: the record without its placement, with its company's name.
const {
  accountId: _accountId,
  orgPath: _orgPath,
  cardId: _cardId,
  ...recordColumns
} = getTableColumns(records);
const columns = { ...recordColumns, companyName: companies.name };

/** One keyset page of records, newest first (start time, then id); the cursor is the last record's id. */
export async function listCallRecords(
  db: Database,
  caller: OperatorContext,
  obj: CallRecordFilter & { cursor?: number; pageSize: number },
): Promise<KeysetPage<CallRecordRow>> {
  const { cursor, pageSize, ...filter } = obj;
  const where = await recordConditions(db, caller, filter);
  if (where === null) return { ...emptyPage, records: [] };
  const after =
    cursor === undefined
      ? undefined
      : sql`(${records.startedAt}, ${records.id}) < (select c.started_at, c.id from ${records} c where c.id = ${cursor} limit 1)`;
  const [found, total] = await Promise.all([
    db
      .select(columns)
      .from(records)
      .innerJoin(companies, eq(companies.id, records.companyId))
      .where(allOf([where, after]))
      .orderBy(desc(records.startedAt), desc(records.id))
      .limit(pageSize + 1),
    cappedTotal(db, records, where),
  ]);
  const rows = found.map(({ ...row }) => ({
    ...row,
    recordType: row.recordType as CallRecordRow['recordType'],
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt.toISOString(),
  }));
  return { ...pageOf(rows, pageSize), ...total };
}

const { data, sms, voice } = callRecordType.byName;

/** The totals of the filtered records, by type. */
export async function callRecordTotals(db: Database, caller: OperatorContext, filter: CallRecordFilter) {
  const where = await recordConditions(db, caller, filter);
  const zero = {
    recordCount: 0,
    dataSessionCount: 0,
    dataBytes: 0,
    smsCount: 0,
    voiceCallCount: 0,
    voiceSeconds: 0,
  };
  if (where === null) return zero;
  const ofType = (code: number) => sql`${records.recordType} = ${code}`;
  const [row] = await db
    .select({
      recordCount: sql<number>`count(*)::float8`,
      dataSessionCount: sql<number>`(count(*) filter (where ${ofType(data)}))::float8`,
      dataBytes: sql<number>`coalesce(sum(${records.uplinkBytes} + ${records.downlinkBytes}), 0)::float8`,
      smsCount: sql<number>`(count(*) filter (where ${ofType(sms)}))::float8`,
      voiceCallCount: sql<number>`(count(*) filter (where ${ofType(voice)}))::float8`,
      voiceSeconds: sql<number>`coalesce(sum(${records.durationSeconds}), 0)::float8`,
    })
    .from(records)
    .where(where);
  return row ?? zero;
}
