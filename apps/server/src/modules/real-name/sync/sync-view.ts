// The sync runs as the list and the detail answer them: the caller's company and org subtree (a scheduled run,
// company-wide, is seen by the company's operators who see it whole), its items scoped to the caller's cards.
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type {
  SyncDetailRow,
  SyncItemRow,
  SyncListObj,
  SyncPage,
  SyncRow,
} from '@simdesk/contract/modules/real-name';
import type { RealNameStatusCode } from '@simdesk/contract';
import { callerScope } from '../../../platform/auth/data-scope';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { allOf, timeWindow } from '../../../platform/database/conditions';
import type { Database } from '../../../platform/database/connect';
import { keysetPage, type KeysetSource } from '../../../platform/database/keyset-page';
import { isoOrNull, placedRowsReader, placeNames } from '../../../platform/database/place-names';
import { companies } from '../../../platform/database/schema';
import { notFound } from '../../../platform/http/app-error';
import { lookedUp } from '../scoped-records';
import { realNameSyncItems, realNameSyncs } from './sync-schema';

const scopedColumns = { companyId: realNameSyncs.companyId, orgPath: realNameSyncs.orgPath };

const companyName = lookedUp<string>(companies.name, companies.id, realNameSyncs.companyId);

/** Runs with their company's name, as the list and the detail answer them. */
const syncSource: KeysetSource<SyncRow> = {
  table: realNameSyncs,
  key: realNameSyncs.id,
  keyOf: (row) => row.id,
  async readPage(db, where, order, limit) {
    const found = await db
      .select({ ...getTableColumns(realNameSyncs), companyName })
      .from(realNameSyncs)
      .where(where)
      .orderBy(order)
      .limit(limit);
    return found.map(({ trigger, scope, status, startedAt, finishedAt, ...run }) => ({
      ...run,
      trigger: trigger as SyncRow['trigger'],
      scope: scope as SyncRow['scope'],
      status: status as SyncRow['status'],
      startedAt: startedAt.toISOString(),
      finishedAt: isoOrNull(finishedAt),
    }));
  },
};

export async function syncPage(db: Database, caller: OperatorContext, obj: SyncListObj): Promise<SyncPage> {
  const { cursor, pageSize, ...filter } = obj;
  const scoped = await narrowedScope(db, caller, filter, scopedColumns);
  const where = allOf([
    ...scoped,
    filter.statuses?.length ? inArray(realNameSyncs.status, filter.statuses) : undefined,
    filter.trigger ? eq(realNameSyncs.trigger, filter.trigger) : undefined,
    ...timeWindow(realNameSyncs.startedAt, filter),
  ]);
  const { rows, ...paging } = await keysetPage(db, syncSource, where, { cursor, pageSize });
  return { syncs: rows, ...paging };
}

const readItems = placedRowsReader(realNameSyncItems, getTableColumns(realNameSyncItems), (found) => ({
  ...found,
  ...placeNames(found),
  outcome: found.outcome as SyncItemRow['outcome'],
  differences: found.differences as SyncItemRow['differences'],
  ourStatus: found.ourStatus as RealNameStatusCode | null,
  carrierStatus: found.carrierStatus as RealNameStatusCode | null,
  at: found.at.toISOString(),
}));

const itemSource: KeysetSource<SyncItemRow> = {
  table: realNameSyncItems,
  key: realNameSyncItems.id,
  keyOf: (row) => row.id,
  readPage: readItems,
};

/** One run of the caller's with a page of its items; a run elsewhere is not found. */
export async function syncDetail(
  db: Database,
  caller: OperatorContext,
  obj: { id: number; outcome?: SyncItemRow['outcome']; cursor?: number; pageSize: number },
): Promise<SyncDetailRow> {
  const [sync] = await syncSource.readPage(
    db,
    and(eq(realNameSyncs.id, obj.id), callerScope(caller, scopedColumns)),
    desc(realNameSyncs.id),
    1,
  );
  if (!sync) throw notFound(`no real-name sync ${obj.id}`);
  const where = allOf([
    eq(realNameSyncItems.syncId, sync.id),
    callerScope(caller, { companyId: realNameSyncItems.companyId, orgPath: realNameSyncItems.orgPath }),
    obj.outcome ? eq(realNameSyncItems.outcome, obj.outcome) : undefined,
  ]);
  const { rows, ...paging } = await keysetPage(db, itemSource, where, obj);
  return { sync, items: { items: rows, ...paging } };
}
