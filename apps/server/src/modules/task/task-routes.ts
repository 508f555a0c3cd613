import { and, desc, eq, exists, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  isTaskRunning,
  status as statusCodes,
  taskCancelCall,
  taskGetCall,
  taskFilterOptionsCall,
  taskListCall,
  taskStatus,
} from '@simdesk/contract';

import { containsPattern } from '../../platform/database/contains-pattern';

import { operators, organizations } from '../../platform/database/schema';

import { tasks } from '../../platform/database/schema-tasks';

import { AppError } from '../../platform/http/app-error';

import { parseDateTime } from '../../platform/http/paging';
import type { CallRegistrar } from '../../platform/http/register-call';

import type { AppServices } from '../../platform/services';

import { registerTaskDownloadCalls } from './task-download-routes';

import { loadVisibleTask, toTaskRow } from './task-rows';

import { refuseOutsideTaskCentre, visibleTasks } from './task-visibility';

import { pagedRows } from '../../platform/database/paged-rows';
import { scopeFilterOptions } from '../../platform/auth/scope-filter-options';

/** The task centre: the drawer's and the task page's list, one task, cancel, and the downloads. */
export function registerTaskCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(taskListCall, async ({ obj, page, caller }) => {
    refuseOutsideTaskCentre(caller);
    const conditions: (SQL | undefined)[] = [visibleTasks(caller)];
    if (obj.onlyMine) conditions.push(eq(tasks.operatorId, caller.operatorId));
    if (obj.companyId !== undefined) conditions.push(eq(tasks.companyId, obj.companyId));
    if (obj.orgIds && obj.orgIds.length > 0) {
      // Tasks started in one of these orgs or anywhere below it.
      const chosen = db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(inArray(organizations.id, obj.orgIds), sql`${tasks.orgPath} like ${organizations.path} || '%'`),
        );
      conditions.push(exists(chosen));
    }
    if (obj.taskType !== undefined) conditions.push(eq(tasks.taskType, obj.taskType));
    if (obj.taskStatus !== undefined) conditions.push(eq(tasks.taskStatus, obj.taskStatus));
    if (obj.fileName) conditions.push(ilike(tasks.fileName, containsPattern(obj.fileName)));
    if (obj.from) conditions.push(gte(tasks.createTime, parseDateTime(obj.from)));
    if (obj.to) conditions.push(lte(tasks.createTime, parseDateTime(obj.to)));
    const where = and(...conditions);
    const { rows, total } = await pagedRows(
      db,
      page,
      db
        .select({ task: tasks, account: operators.account })
        .from(tasks)
        .leftJoin(operators, eq(operators.id, tasks.operatorId))
        .where(where)
        .orderBy(desc(tasks.id))
        .$dynamic(),
      { table: tasks, where },
    );
    return { rows: rows.map((row) => toTaskRow(row.task, row.account)), total: total };
  });

  registrar.guardedCall(taskFilterOptionsCall, async ({ caller }) => {
    refuseOutsideTaskCentre(caller);
    return { rows: [await scopeFilterOptions(db, caller)] };
  });

  registrar.guardedCall(taskGetCall, async ({ obj, caller }) => {
    refuseOutsideTaskCentre(caller);
    const { task, account } = await loadVisibleTask(db, caller, obj.taskId);
    return { rows: [toTaskRow(task, account)] };
  });

  registrar.guardedCall(taskCancelCall, async ({ obj, caller }) => {
    refuseOutsideTaskCentre(caller);
    const { task } = await loadVisibleTask(db, caller, obj.taskId);
    if (!taskStatus.has(task.taskStatus) || !isTaskRunning(task.taskStatus)) {
      throw new AppError(statusCodes.conflict, 'the task is no longer running');
    }
    // A waiting task is cancelled at once; a processing one is flagged and stops after its current batch.
    const cancelledWaiting = await db
      .update(tasks)
      .set({
        cancelRequested: true,
        taskStatus: taskStatus.byName.cancelled,
        finishTime: sql`now()`,
        updateTime: sql`now()`,
      })
      .where(and(eq(tasks.id, task.id), eq(tasks.taskStatus, taskStatus.byName.waiting)))
      .returning({ jobId: tasks.jobId });
    const jobId = cancelledWaiting[0]?.jobId;
    if (jobId) await services.tasks.queue.cancel(jobId);
    if (!cancelledWaiting[0]) {
      await db
        .update(tasks)
        .set({ cancelRequested: true, updateTime: sql`now()` })
        .where(and(eq(tasks.id, task.id), eq(tasks.taskStatus, taskStatus.byName.processing)));
    }
    const current = await loadVisibleTask(db, caller, task.id);
    return { rows: [toTaskRow(current.task, current.account)], auditTarget: String(task.id) };
  });

  registerTaskDownloadCalls(registrar, services);
}
