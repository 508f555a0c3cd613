import { and, count, eq, gte, ilike, lte, max, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { operationLogFilterSchema } from '@simdesk/contract';
import { auditLog, operators, organizations } from '../../platform/database/schema';
import { containsPattern } from '../../platform/database/contains-pattern';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { parseDateTime } from '../../platform/http/paging';

/** The filters of the audit log page, as validated. */
export type OperationLogFilter = z.output<typeof operationLogFilterSchema>;

/**
 * The audit rows a caller may read that match the filters. The list and the export both use it, so what a
 * file holds cannot drift from what the page shows.
 */
export function operationLogWhere(caller: OperatorContext, filter: OperationLogFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    callerScope(caller, { companyId: auditLog.companyId, orgPath: organizations.path }),
  ];
  if (filter.account) conditions.push(ilike(auditLog.account, containsPattern(filter.account)));
  if (filter.call) conditions.push(ilike(auditLog.call, containsPattern(filter.call)));
  if (filter.outcome === 'success') conditions.push(eq(auditLog.status, '0'));
  if (filter.outcome === 'failure') conditions.push(ne(auditLog.status, '0'));
  if (filter.from) conditions.push(gte(auditLog.at, parseDateTime(filter.from)));
  if (filter.to) conditions.push(lte(auditLog.at, parseDateTime(filter.to)));
  return and(...conditions);
}

/** Audit entries joined to their operator's org, whose path operationLogWhere scopes by. */
export function selectAuditEntries(db: Database) {
  return db
    .select({ entry: auditLog })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId));
}

/** How many entries match, and the newest id among them, over the same join. */
export function selectAuditTotals(db: Database) {
  return db
    .select({ total: count(), lastId: max(auditLog.id) })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId));
}
