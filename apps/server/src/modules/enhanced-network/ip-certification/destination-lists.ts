import { and, eq, inArray } from 'drizzle-orm';
import { type DestinationListStatusCode, type ParsedCallObj, destinationListStatus } from '@simdesk/contract';
import type {
  DestinationListPage,
  destinationListAddCall,
  destinationListCall,
  destinationListEditCall,
} from '@simdesk/contract/modules/enhanced-network';
import { callerScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { keysetPage } from '../../../platform/database/keyset-page';
import { companies, operators } from '../../../platform/database/schema';
import { badRequest } from '../../../platform/http/app-error';
import { companyFilter, companyToAddTo, foundOrNotFound } from '../shared/company-rows';
import { withIsoTimes } from '../shared/iso-times';
import { keysetSourceOf } from '../shared/keyset-page';
import { nameOf, nameOrNullOf } from '../shared/names-of';
import { destinationLists } from './destination-schema';
import { workOrdersOfLists } from './destination-work-orders';

const { pending, approved, rejected } = destinationListStatus.byName;

const listScope = (caller: OperatorContext) => callerScope(caller, { companyId: destinationLists.companyId });

const listSource = keysetSourceOf(
  destinationLists,
  destinationLists.id,
  (db) =>
    db
      .select({
        list: destinationLists,
        companyName: nameOf(companies, destinationLists.companyId),
        submittedBy: nameOf(operators, destinationLists.submittedById),
        reviewedBy: nameOrNullOf(operators, destinationLists.reviewedById),
      })
      .from(destinationLists)
      .$dynamic(),
  (row) => row.list.id,
);

/** One list of the caller's scope, or not found. */
export async function findList(db: Database, caller: OperatorContext, listId: number) {
  const where = and(eq(destinationLists.id, listId), listScope(caller));
  return foundOrNotFound(await db.select().from(destinationLists).where(where), `destination list ${listId}`);
}

/** The lists of the caller's scope (carrier staff: every company's, or the one named), newest first. */
export async function listDestinationLists(
  db: Database,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof destinationListCall>,
): Promise<DestinationListPage> {
  const filtered = and(
    listScope(caller),
    companyFilter(caller, destinationLists.companyId, obj.companyId),
    obj.status === undefined ? undefined : eq(destinationLists.status, obj.status),
  );
  const { rows, ...paging } = await keysetPage(db, listSource, filtered, obj);
  const page = rows.map(({ list, ...names }) => ({ ...withIsoTimes(list), ...names }));
  const workOrders = await workOrdersOfLists(
    db,
    page.map((row) => row.id),
  );
  return {
    lists: page.map((list) => ({
      ...list,
      status: list.status as DestinationListStatusCode,
      workOrders: workOrders.get(list.id) ?? [],
    })),
    ...paging,
  };
}

export async function addDestinationList(
  db: Database,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof destinationListAddCall>,
) {
  const { companyId, note = null, ...fields } = obj;
  const values = {
    ...fields,
    note,
    companyId: await companyToAddTo(db, caller, companyId),
    status: pending,
    submittedById: caller.operatorId,
  };
  const added = await db.insert(destinationLists).values(values).returning({ id: destinationLists.id });
  return foundOrNotFound(added, 'destination list stored').id;
}

/** Only a list that is not in force may change or go: a pending or a rejected one. */
async function findChangeableList(db: Database, caller: OperatorContext, listId: number) {
  const list = await findList(db, caller, listId);
  if (list.status === approved) {
    throw badRequest('an approved destination list is in force at the carrier and cannot change');
  }
  return list;
}

/** Changes a pending or rejected list; it goes (back) to pending review as submitted by the caller. */
export async function editDestinationList(
  db: Database,
  now: Date,
  caller: OperatorContext,
  obj: ParsedCallObj<typeof destinationListEditCall>,
): Promise<void> {
  const { listId, note, ...fields } = obj;
  await findChangeableList(db, caller, listId);
  await db
    .update(destinationLists)
    .set({
      ...fields,
      note: note ?? null,
      status: pending,
      submittedById: caller.operatorId,
      submittedAt: now,
      reviewedById: null,
      reviewedAt: null,
      rejectionReason: null,
    })
    .where(and(eq(destinationLists.id, listId), inArray(destinationLists.status, [pending, rejected])));
}

export async function deleteDestinationList(db: Database, caller: OperatorContext, listId: number) {
  const list = await findChangeableList(db, caller, listId);
  await db
    .delete(destinationLists)
    .where(and(eq(destinationLists.id, listId), inArray(destinationLists.status, [pending, rejected])));
  return list;
}

/** Records the review of a pending list; of two reviewers at once the first decides and the second is told. */
export async function recordReview(
  db: Database,
  now: Date,
  caller: OperatorContext,
  review: { listId: number; status: typeof approved | typeof rejected; reason: string | null },
): Promise<void> {
  const list = await findList(db, caller, review.listId);
  if (list.status !== pending) throw badRequest('only a destination list pending review can be reviewed');
  const reviewed = await db
    .update(destinationLists)
    .set({
      status: review.status,
      reviewedById: caller.operatorId,
      reviewedAt: now,
      rejectionReason: review.reason,
    })
    .where(and(eq(destinationLists.id, review.listId), eq(destinationLists.status, pending)))
    .returning({ id: destinationLists.id });
  if (reviewed.length === 0) throw badRequest('the destination list was reviewed meanwhile');
}
