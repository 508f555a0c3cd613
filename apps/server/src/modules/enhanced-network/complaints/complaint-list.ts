import { count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { ComplaintFilter, ComplaintRow } from '@simdesk/contract/modules/enhanced-network';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { allOf } from '../../../platform/database/conditions';
import { cardRowConditions } from '../shared/card-row-filter';
import { complaints } from './complaint-schema';
import { selectComplaints, toComplaintRow } from './complaint-rows';

/** The filter's conditions within the caller's scope; null when the card number names no card they see. */
async function filterConditions(
  db: Database,
  caller: OperatorContext,
  filter: ComplaintFilter,
): Promise<(SQL | undefined)[] | null> {
  const conditions = await cardRowConditions(db, caller, filter, {
    companyId: complaints.companyId,
    orgPath: complaints.orgPath,
    cardId: complaints.cardId,
    time: complaints.createdAt,
  });
  if (conditions === null) return null;
  if (filter.status && filter.status.length > 0) conditions.push(inArray(complaints.status, filter.status));
  if (filter.category !== undefined) conditions.push(eq(complaints.category, filter.category));
  if (filter.priority !== undefined) conditions.push(eq(complaints.priority, filter.priority));
  if (filter.assigneeId !== undefined) conditions.push(eq(complaints.assigneeId, filter.assigneeId));
  if (filter.unassigned) conditions.push(isNull(complaints.assigneeId));
  return conditions;
}

/** One keyset page of complaints, newest first, with the count of all that match. */
export async function listComplaints(
  db: Database,
  caller: OperatorContext,
  obj: ComplaintFilter & { cursor?: number; pageSize: number },
): Promise<{
  complaints: ComplaintRow[];
  nextCursor: number | null;
  total: number;
  totalIsEstimate: boolean;
}> {
  const { cursor, pageSize, ...filter } = obj;
  const conditions = await filterConditions(db, caller, filter);
  if (conditions === null) return { complaints: [], nextCursor: null, total: 0, totalIsEstimate: false };
  const keyset = cursor === undefined ? undefined : lt(complaints.id, cursor);
  const [rows, [counted]] = await Promise.all([
    selectComplaints(db, caller, allOf([...conditions, keyset]))
      .orderBy(desc(complaints.id))
      .limit(pageSize + 1),
    db.select({ total: count() }).from(complaints).where(allOf(conditions)),
  ]);
  const page = rows.slice(0, pageSize).map(toComplaintRow);
  const last = page.at(-1);
  return {
    complaints: page,
    nextCursor: rows.length > pageSize && last ? last.id : null,
    total: counted?.total ?? 0,
    totalIsEstimate: false,
  };
}
