import { and, count, desc, eq, gte, ilike, lte, ne, type SQL } from 'drizzle-orm';
import { operationLogListCall } from '@simdesk/contract';
import { auditLog, operators, organizations } from '../../platform/database/schema';
import { containsPattern } from '../../platform/database/contains-pattern';
import { callerScope } from '../../platform/auth/data-scope';
import { pageWindow, parseDateTime } from '../../platform/http/paging';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

/** The audit log as operators read it: scoped to their company and org subtree, newest first. */
export function registerOperationLogCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(operationLogListCall, async ({ obj, page, caller }) => {
    const conditions: (SQL | undefined)[] = [
      callerScope(caller, { companyId: auditLog.companyId, orgPath: organizations.path }),
    ];
    if (obj.account) conditions.push(ilike(auditLog.account, containsPattern(obj.account)));
    if (obj.call) conditions.push(ilike(auditLog.call, containsPattern(obj.call)));
    if (obj.outcome === 'success') conditions.push(eq(auditLog.status, '0'));
    if (obj.outcome === 'failure') conditions.push(ne(auditLog.status, '0'));
    if (obj.from) conditions.push(gte(auditLog.at, parseDateTime(obj.from)));
    if (obj.to) conditions.push(lte(auditLog.at, parseDateTime(obj.to)));
    const where = and(...conditions);
    const { limit, offset } = pageWindow(page);
    const [rows, [totals]] = await Promise.all([
      db
        .select({ entry: auditLog })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .leftJoin(organizations, eq(organizations.id, operators.orgId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: count() })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .leftJoin(organizations, eq(organizations.id, operators.orgId))
        .where(where),
    ]);
    return {
      rows: rows.map(({ entry }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        account: entry.account,
        companyId: entry.companyId,
        call: entry.call,
        target: entry.target,
        status: entry.status,
        ipAddress: entry.ipAddress,
        requestId: entry.requestId,
        detail: entry.detail === null ? null : JSON.stringify(entry.detail),
      })),
      total: totals?.total ?? 0,
    };
  });
}
