import { and, arrayOverlaps, desc, eq, getTableColumns, lt } from 'drizzle-orm';
import type { AlarmRecordFilter, AlarmRecordRow } from '@simdesk/contract/modules/call-records';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import { notFound } from '../../platform/http/app-error';
import { cardsInScopeByNumber } from '../sim-cards';
import { alarmRecords as alarms } from './call-records-schema';
import { allOf, cappedTotal, emptyPage, pageOf, timeWindow, type KeysetPage } from './keyset-lists';

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
  const where = allOf(conditions);
  const [found, total] = await Promise.all([
    db
      .select(columns)
      .from(alarms)
      .innerJoin(companies, eq(companies.id, alarms.companyId))
      .where(allOf([where, cursor === undefined ? undefined : lt(alarms.id, cursor)]))
      .orderBy(desc(alarms.id))
      .limit(pageSize + 1),
    cappedTotal(db, alarms, where),
  ]);
  return { ...pageOf(found.map(toRow), pageSize), ...total };
}

/** One alarm the caller sees. */
export async function findAlarmRecord(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<AlarmRecordRow> {
  const [row] = await db
    .select(columns)
    .from(alarms)
    .innerJoin(companies, eq(companies.id, alarms.companyId))
    .where(
      and(eq(alarms.id, id), callerScope(caller, { companyId: alarms.companyId, orgPath: alarms.orgPath })),
    );
  if (!row) throw notFound(`no alarm ${id}`);
  return toRow(row);
}
