import { desc } from 'drizzle-orm';
import { operationLogExportCall, operationLogListCall } from '@simdesk/contract';
import { auditLog } from '../../platform/database/schema';
import { pageWindow } from '../../platform/http/paging';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { startCsvExport } from '../../platform/tasks/start-task';
import { operationLogExportKind } from './operation-log-export-kind';
import { operationLogWhere, selectAuditEntries, selectAuditTotals } from './operation-log-filter';

/** The audit log as operators read it: scoped to their company and org subtree, newest first. */
export function registerOperationLogCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;
  services.tasks.register(operationLogExportKind);

  registrar.guardedCall(operationLogListCall, async ({ obj, page, caller }) => {
    const where = operationLogWhere(caller, obj);
    const { limit, offset } = pageWindow(page);
    const [rows, [totals]] = await Promise.all([
      selectAuditEntries(db).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
      selectAuditTotals(db).where(where),
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

  registrar.guardedCall(operationLogExportCall, ({ obj, caller }) =>
    startCsvExport(services, caller, operationLogExportKind, 'operation-log', obj),
  );
}
