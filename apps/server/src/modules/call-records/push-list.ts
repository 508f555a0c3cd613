import { and, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import {
  type PushEndpointHealthRow,
  type PushRecordFilter,
  type PushRecordRow,
} from '@simdesk/contract/modules/call-records';
import { pushStatus, type PushEventType } from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error';
import { parseDateTime } from '../../platform/http/paging';
import type { WebhookPusher } from '../../platform/webhooks/webhook-pusher';
import { pushRecords } from './call-records-schema';
import { keysetPage, type KeysetSource } from '../../platform/database/keyset-page';
import { allOf, timeWindow } from '../../platform/database/conditions';
import type { KeysetPage } from './keyset-lists';

const { payload: _payload, ...listColumns } = getTableColumns(pushRecords);
/** Pushes belong to a company, not an org: the caller's company, or the one carrier staff choose. */
function companyScope(caller: OperatorContext, companyId: number | undefined) {
  if (companyId !== undefined && !caller.crossCompany && companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
  return [
    callerScope(caller, { companyId: pushRecords.companyId }),
    companyId === undefined ? undefined : eq(pushRecords.companyId, companyId),
  ];
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toRow(row: typeof pushRecords.$inferSelect & { companyName: string }): PushRecordRow {
  return {
    ...row,
    status: row.status as PushRecordRow['status'],
    queuedAt: row.queuedAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    deliveredAt: iso(row.deliveredAt),
  };
}

/** Pushes with their company's name, without the payload, as the list answers them. */
const pushSource: KeysetSource<PushRecordRow> = {
  table: pushRecords,
  key: pushRecords.id,
  keyOf: (row) => row.id,
  async readPage(db, where, order, limit) {
    const found = await db
      .select({ ...listColumns, payload: sql<string>`''`, companyName: companies.name })
      .from(pushRecords)
      .innerJoin(companies, eq(companies.id, pushRecords.companyId))
      .where(where)
      .orderBy(order)
      .limit(limit);
    return found.map(toRow);
  },
};

/** Pushes about a card: their data names it by ICCID, MSISDN or IMSI (the card events' payloads). */
const aboutCard = (cardNumber: string) =>
  sql`${cardNumber} in (${pushRecords.payload}::jsonb #>> '{data,iccid}', ${pushRecords.payload}::jsonb #>> '{data,msisdn}', ${pushRecords.payload}::jsonb #>> '{data,imsi}')`;

/** The payloads of pushes by id (a page's), for lists that show what each told. */
export async function pushPayloads(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: pushRecords.id, payload: pushRecords.payload })
    .from(pushRecords)
    .where(inArray(pushRecords.id, [...ids]));
  return new Map(found.map((row) => [row.id, row.payload]));
}

/** One keyset page of pushes, newest first. */
export async function listPushRecords(
  db: Database,
  caller: OperatorContext,
  obj: PushRecordFilter & { cursor?: number; pageSize: number; cardNumber?: string },
): Promise<KeysetPage<PushRecordRow>> {
  const { cursor, pageSize, ...filter } = obj;
  const where = allOf([
    ...companyScope(caller, filter.companyId),
    filter.cardNumber ? aboutCard(filter.cardNumber) : undefined,
    filter.eventType ? eq(pushRecords.eventType, filter.eventType) : undefined,
    filter.statuses ? inArray(pushRecords.status, filter.statuses) : undefined,
    filter.eventId ? eq(pushRecords.eventId, filter.eventId) : undefined,
    ...timeWindow(pushRecords.queuedAt, filter),
  ]);
  const { rows, ...paging } = await keysetPage(db, pushSource, where, { cursor, pageSize });
  return { records: rows, ...paging };
}

/** One push the caller sees, with its payload. */
export async function findPushRecord(db: Database, caller: OperatorContext, id: number) {
  const [row] = await db
    .select({ ...getTableColumns(pushRecords), companyName: companies.name })
    .from(pushRecords)
    .innerJoin(companies, eq(companies.id, pushRecords.companyId))
    .where(and(eq(pushRecords.id, id), callerScope(caller, { companyId: pushRecords.companyId })));
  if (!row) throw notFound(`no push ${id}`);
  return { ...toRow(row), payload: row.payload };
}

/** Sends one push again with its event id and body; refused when the company's push is off. */
export async function resendPush(db: Database, pusher: WebhookPusher, caller: OperatorContext, id: number) {
  const push = await findPushRecord(db, caller, id);
  const queued = await pusher.resend({
    companyId: push.companyId,
    eventType: push.eventType as PushEventType,
    messageId: push.eventId,
    body: push.payload,
  });
  if (!queued) throw badRequest("the company's API push is off or no longer takes this event");
  return push;
}

/** Most pushes one replay sends again, and the longest range it covers. */
const replayLimit = 10_000;
const replayRangeDays = 31;

/** Sends again every push of a company queued within a time range, oldest first. */
export async function replayPushes(
  db: Database,
  pusher: WebhookPusher,
  caller: OperatorContext,
  obj: { companyId?: number; from: string; to: string },
): Promise<number> {
  const companyId = obj.companyId ?? caller.companyId;
  companyScope(caller, companyId);
  const from = parseDateTime(obj.from);
  const to = parseDateTime(obj.to);
  if (!(from < to) || to.getTime() - from.getTime() > replayRangeDays * 86_400_000) {
    throw badRequest(`the range must start before it ends and cover at most ${replayRangeDays} days`);
  }
  const pushes = await db
    .select({ eventId: pushRecords.eventId, eventType: pushRecords.eventType, payload: pushRecords.payload })
    .from(pushRecords)
    .where(allOf([eq(pushRecords.companyId, companyId), ...timeWindow(pushRecords.queuedAt, obj)]))
    .orderBy(pushRecords.id)
    .limit(replayLimit + 1);
  if (pushes.length > replayLimit)
    throw badRequest(`more than ${replayLimit} pushes: choose a shorter range`);
  let queued = 0;
  for (const push of pushes) {
    const sent = await pusher.resend({
      companyId,
      eventType: push.eventType as PushEventType,
      messageId: push.eventId,
      body: push.payload,
    });
    if (!sent) throw badRequest("the company's API push is off or no longer takes this event");
    queued += 1;
  }
  return queued;
}

const { delivered, failed, dropped, queued, retrying } = pushStatus.byName;

/** Each endpoint's pushes of the last 24 hours: how many, how many delivered, the backlog, the last error. */
export async function endpointHealth(
  db: Database,
  caller: OperatorContext,
  filter: { companyId?: number },
  now: Date,
): Promise<PushEndpointHealthRow[]> {
  const since = new Date(now.getTime() - 86_400_000);
  const is = (...codes: number[]) => sql`${pushRecords.status} in (${sql.join(codes, sql`, `)})`;
  const rows = await db
    .select({
      companyId: pushRecords.companyId,
      companyName: companies.name,
      endpoint: pushRecords.endpoint,
      pushCount: sql<number>`count(*)::int`,
      deliveredCount: sql<number>`(count(*) filter (where ${is(delivered)}))::int`,
      finishedCount: sql<number>`(count(*) filter (where ${is(delivered, failed, dropped)}))::int`,
      backlog: sql<number>`(count(*) filter (where ${is(queued, retrying)}))::int`,
      lastError: sql<
        string | null
      >`(array_agg(${pushRecords.lastError} order by ${pushRecords.lastAttemptAt} desc nulls last) filter (where ${pushRecords.lastError} is not null))[1]`,
      lastErrorAt: sql<
        string | null
      >`max(${pushRecords.lastAttemptAt}) filter (where ${pushRecords.lastError} is not null)`,
      lastDeliveredAt: sql<string | null>`max(${pushRecords.deliveredAt})`,
    })
    .from(pushRecords)
    .innerJoin(companies, eq(companies.id, pushRecords.companyId))
    .where(allOf([...companyScope(caller, filter.companyId), gte(pushRecords.queuedAt, since)]))
    .groupBy(pushRecords.companyId, companies.name, pushRecords.endpoint)
    .orderBy(pushRecords.companyId, pushRecords.endpoint);
  const instant = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map(({ finishedCount, ...row }) => ({
    ...row,
    successRate: finishedCount === 0 ? null : row.deliveredCount / finishedCount,
    lastErrorAt: instant(row.lastErrorAt),
    lastDeliveredAt: instant(row.lastDeliveredAt),
  }));
}
