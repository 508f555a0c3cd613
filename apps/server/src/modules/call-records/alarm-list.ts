import { and, arrayOverlaps, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AlarmRecordFilter, AlarmRecordRow } from '@simdesk/contract/modules/call-records';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import { notFound } from '../../platform/http/app-error';
import { cardsInScopeByNumber } from '../sim-cards';
import { alarmRecords as alarms } from './call-records-schema';
import { keysetPage, type KeysetSource } from '../../platform/database/keyset-page';
import { allOf, timeWindow } from '../../platform/database/conditions';
import { emptyPage, type KeysetPage } from './keyset-lists';

const columns = { ...getTableColumns(alarms), companyName: companies.name };

function toRow(row: typeof alarms.$inferSelect & { companyName: string }): AlarmRecordRow {
  const { orgPath: _orgPath, ...shown } = row;
  return {
    ...shown,
    source: row.source as AlarmRecordRow['source'],
    messageType: row.messageType as AlarmRecordRow['messageType'],
    actions: row.actions.map((action) => ({ ...action, outcome: action.outcome as 1 | 2 | 3 })),
    raisedAt: row.raisedAt.toISOString(),
  };
}

/** Alarms with their company's name, as the list and the detail answer them. */
async function readAlarms(db: Database, where: SQL | undefined, order: SQL, limit: number) {
  const found = await db
    .select(columns)
    .from(alarms)
    .innerJoin(companies, eq(companies.id, alarms.companyId))
    .where(where)
    .orderBy(order)
    .limit(limit);
  return found.map(toRow);
}

const alarmSource: KeysetSource<AlarmRecordRow> = {
  table: alarms,
  key: alarms.id,
  readPage: readAlarms,
  keyOf: (row) => row.id,
};

/** One keyset page of alarms, newest first. */
export async function listAlarmRecords(
  db: Database,
  caller: OperatorContext,
  obj: AlarmRecordFilter & { cursor?: number; pageSize: number },
): Promise<KeysetPage<AlarmRecordRow>> {
  const { cursor, pageSize, ...filter } = obj;
  const conditions = await narrowedScope(db, caller, filter, {
    companyId: alarms.companyId,
    orgPath: alarms.orgPath,
  });
  if (filter.cardNumber !== undefined) {
    const cards = await cardsInScopeByNumber(db, caller, filter.cardNumber);
    if (cards.length === 0) return { ...emptyPage, records: [] };
    conditions.push(
      arrayOverlaps(
        alarms.iccids,
        cards.map((card) => card.iccid),
      ),
    );
  }
  if (filter.messageType !== undefined) conditions.push(eq(alarms.messageType, filter.messageType));
  if (filter.source !== undefined) conditions.push(eq(alarms.source, filter.source));
  conditions.push(...timeWindow(alarms.raisedAt, filter));
  const { rows, ...paging } = await keysetPage(db, alarmSource, allOf(conditions), { cursor, pageSize });
  return { records: rows, ...paging };
}

/** One alarm the caller sees. */
export async function findAlarmRecord(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<AlarmRecordRow> {
  const scope = callerScope(caller, { companyId: alarms.companyId, orgPath: alarms.orgPath });
  const [row] = await readAlarms(db, and(eq(alarms.id, id), scope), desc(alarms.id), 1);
  if (!row) throw notFound(`no alarm ${id}`);
  return row;
}
