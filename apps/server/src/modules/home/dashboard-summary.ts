import { and, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  canSeeMessageTab,
  canUseTaskCentre,
  cardStatus,
  messageTab,
  messageType,
  taskStatus,
  type DashboardSummaryRow,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { messages } from '../../platform/database/schema-messages';
import { tasks } from '../../platform/database/schema-tasks';
import { visibleTasks } from '../task';
import type { CardFigures, DashboardWindow } from './dashboard-card-source';

type Summary = DashboardSummaryRow;

/** Every status in the code table's order (zeros included) and every day of the window (zeros filled in). */
export function cardSummary(figures: CardFigures, window: DashboardWindow): Summary['cards'] {
  const byStatus = cardStatus.codes.map((status) => ({
    status,
    count: figures.byStatus
      .filter((entry) => entry.status === status)
      .reduce((sum, entry) => sum + entry.count, 0),
  }));
  const byDay = new Map(figures.daily.map((entry) => [entry.day, entry]));
  const daily = window.days.map((day) => ({
    day,
    activations: byDay.get(day)?.activations ?? 0,
    usageKilobytes: byDay.get(day)?.usageKilobytes ?? 0,
  }));
  return { total: byStatus.reduce((sum, entry) => sum + entry.count, 0), byStatus, daily };
}

/**
 * The caller's unread rule alarms by message type. Messages are one row per recipient, so "unread" is the
 * caller's own state; the row's company keeps an account switch from showing the other company's alarms.
 */
export async function alarmSummary(db: Database, caller: OperatorContext): Promise<Summary['alarms']> {
  if (!canSeeMessageTab(caller.grantedPageCodes, messageTab.byName.ruleAlarms)) return null;
  const rows = await db
    .select({ messageType: messages.messageType, count: count() })
    .from(messages)
    .where(
      and(
        eq(messages.operatorId, caller.operatorId),
        eq(messages.companyId, caller.companyId),
        eq(messages.moduleType, messageTab.byName.ruleAlarms),
        isNull(messages.readAt),
        isNull(messages.clearedAt),
      ),
    )
    .groupBy(messages.messageType);
  const byType = messageType.codes
    .map((code) => ({ messageType: code, count: rows.find((row) => row.messageType === code)?.count ?? 0 }))
    .filter((entry) => entry.count > 0);
  return { total: byType.reduce((sum, entry) => sum + entry.count, 0), byType };
}

const { waiting, success, failed, partlyFailed, processing, cancelled } = taskStatus.byName;

/**
 * Tasks as the task centre shows them to the caller (their own, or their company and org subtree with the
 * task centre page): every running one, and those finished within the window.
 */
export async function taskSummary(
  db: Database,
  caller: OperatorContext,
  window: DashboardWindow,
): Promise<Summary['tasks']> {
  const kind = {
    roleId: caller.roleId,
    deployType: caller.deployType,
    pageCodeList: caller.pageCodeList,
    mobile: null,
  };
  if (!canUseTaskCentre(kind)) return null;
  const conditions: (SQL | undefined)[] = [
    visibleTasks(caller),
    // A finished task written without a finish time counts by its last update.
    or(
      inArray(tasks.taskStatus, [waiting, processing]),
      gte(sql`coalesce(${tasks.finishTime}, ${tasks.updateTime})`, window.from),
    ),
  ];
  const rows = await db
    .select({ taskStatus: tasks.taskStatus, count: count() })
    .from(tasks)
    .where(and(...conditions))
    .groupBy(tasks.taskStatus);
  const countOf = (...statuses: number[]) =>
    rows.filter((row) => statuses.includes(row.taskStatus)).reduce((sum, row) => sum + row.count, 0);
  return {
    running: countOf(waiting, processing),
    succeeded: countOf(success),
    failed: countOf(failed),
    partlyFailed: countOf(partlyFailed),
    cancelled: countOf(cancelled),
  };
}
