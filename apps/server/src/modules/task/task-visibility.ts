import { eq, or, type SQL } from 'drizzle-orm';
import { canUseTaskCentre, hasAction, taskCentrePageCode, type ButtonAction } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { callerScope, isWithinScope } from '../../platform/auth/data-scope';
import { tasks } from '../../platform/database/schema-tasks';
import { forbidden } from '../../platform/http/app-error';
import type { TaskRecord } from '../../platform/tasks/task-kind';

/*
 * Who sees which task. Everyone allowed the task centre sees and may cancel and download their own tasks.
 * The task centre page (sysManagement-mission) widens that to the caller's company and org subtree
 * (callerScope; carrier staff with an all-net role: every company): its 'query' right to see and cancel
 * them, its 'export' right to download their files.
 */

/** Role 3212 and custom-platform operators have no task centre at all (spec §6). */
export function refuseOutsideTaskCentre(caller: OperatorContext): void {
  const kind = {
    roleId: caller.roleId,
    deployType: caller.deployType,
    pageCodeList: caller.pageCodeList,
    mobile: null,
  };
  if (!canUseTaskCentre(kind)) throw forbidden('the task centre is not available to this account');
}

function holdsTaskCentre(caller: OperatorContext, action: ButtonAction): boolean {
  return hasAction(caller.grantedPageCodes, caller.actionGrants, taskCentrePageCode, action);
}

/** The condition of the tasks a caller may list. */
export function visibleTasks(caller: OperatorContext): SQL | undefined {
  const own = eq(tasks.operatorId, caller.operatorId);
  if (!holdsTaskCentre(caller, 'query')) return own;
  const scope = callerScope(caller, { companyId: tasks.companyId, orgPath: tasks.orgPath });
  return scope === undefined ? undefined : or(own, scope);
}

export function canSeeTask(caller: OperatorContext, task: TaskRecord): boolean {
  if (task.operatorId === caller.operatorId) return true;
  return holdsTaskCentre(caller, 'query') && isWithinScope(caller, task);
}

export function canDownloadTask(caller: OperatorContext, task: TaskRecord): boolean {
  if (task.operatorId === caller.operatorId) return true;
  return holdsTaskCentre(caller, 'export') && isWithinScope(caller, task);
}
