import { formatDateTime } from '@simdesk/contract';
import { billRecomputeCall, cardBillExportCall } from '@simdesk/contract/modules/bills';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { startTask } from '../../platform/tasks/start-task';
import { billRecomputeKind } from './bill-recompute-kind';
import { cardBillConditions } from './bill-list-routes';
import { cardBills } from './bills-schema';
import { cardBillExportKind } from './card-bill-export-kind';
import { chosenCompany } from './rate-plan-routes';

/** The running month and the 12 before it: the carrier issues bills of the closed ones, usage is kept as long. */
function checkMonth(month: string, now: Date): void {
  const index = (text: string) => Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7));
  const running = index(now.toISOString());
  if (index(month) > running || index(month) < running - 12) {
    throw badRequest(`bills are computed for the running month and the 12 before it, not ${month}`);
  }
}

/** Recompute a month (companyBill) and export card bills (simCardBill): both tasks in the task centre. */
export function registerBillTaskCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;
  const recomputeKind = billRecomputeKind(services);
  services.tasks.register(recomputeKind);
  services.tasks.register(cardBillExportKind);

  registrar.guardedCall(billRecomputeCall, async ({ obj, caller }) => {
    checkMonth(obj.month, clock.now());
    const company = chosenCompany(caller, obj.companyId);
    const input = { month: obj.month, companies: company === undefined ? null : [company] };
    // The task centre names a task by its file: here the month it recomputes.
    const fileName = `bills-${obj.month}`;
    const task = await startTask(services, caller, { kind: recomputeKind, fileName, input });
    return { rows: [{ taskId: task.id }], auditTarget: `bills ${obj.month}` };
  });

  registrar.guardedCall(cardBillExportCall, async ({ obj, caller }) => {
    const where = await cardBillConditions(db, caller, obj.filter);
    if ((await db.$count(cardBills, where)) === 0) throw badRequest('no card bill matches these filters');
    const stamp = formatDateTime(clock.now()).replaceAll('-', '').replaceAll(':', '').replace(' ', '-');
    const fileName = `card-bills-${obj.filter.month}-${stamp}.${obj.format}`;
    const task = await startTask(services, caller, { kind: cardBillExportKind, fileName, input: obj });
    return { rows: [{ taskId: task.id, fileName }], auditTarget: `task ${task.id}` };
  });
}
