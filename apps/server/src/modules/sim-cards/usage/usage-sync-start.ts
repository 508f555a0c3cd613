import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { taskStatus } from '@simdesk/contract';
import { loadOperatorContext, type OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { companies, operators, organizations, roles } from '../../../platform/database/schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { tasks } from '../../../platform/database/schema-tasks';
import { cardUsageSyncState } from '../schema/usage-schema';
import type { AppServices } from '../../../platform/services';
import { startTask } from '../../../platform/tasks/start-task';
import type { createUsageSyncKind } from './usage-sync-kind';

export type UsageSyncKind = ReturnType<typeof createUsageSyncKind>;

export interface UsageSyncStart {
  taskId: number;
  alreadyRunning: boolean;
}

const runningStatuses = [taskStatus.byName.waiting, taskStatus.byName.processing];

/**
 * Who a scheduled run is recorded as: a task always has an operator, and runs with that operator's rights.
 * We take the account company's most senior enabled operator (super and all-net roles first, then the one
 * highest in the org tree, then the oldest), so the run shows in that company's task centre and in carrier
 * staff's; failing that, the carrier company's. Undefined when neither has anyone who can sign in.
 */
async function scheduledRunOperator(db: Database, companyId: number): Promise<OperatorContext | undefined> {
  const seniority = [
    sql`${roles.roleType} asc nulls last`,
    sql`length(${organizations.path}) asc nulls first`,
    asc(operators.id),
  ];
  const mostSenior = (where: SQL) =>
    db
      .select({ id: operators.id })
      .from(operators)
      .innerJoin(companies, eq(companies.id, operators.companyId))
      .leftJoin(roles, eq(roles.id, operators.roleId))
      .leftJoin(organizations, eq(organizations.id, operators.orgId))
      .where(and(where, eq(operators.enabled, true), isNull(operators.deletedAt)))
      .orderBy(...seniority)
      .limit(1);
  const [ofCompany] = await mostSenior(eq(operators.companyId, companyId));
  const [chosen] = ofCompany ? [ofCompany] : await mostSenior(eq(companies.isCarrier, true));
  return chosen ? loadOperatorContext(db, chosen.id, 0) : undefined;
}

/**
 * Starts a usage sync of one account unless one is already waiting or running: the account's state row is
 * locked while we look, so two requests (or two server processes) never start two runs of one account.
 * `schedule`: only when the next scheduled time has come, and a row locked by another process is skipped.
 */
export async function startUsageSync(
  services: Pick<AppServices, 'db' | 'tasks' | 'logger'>,
  kind: UsageSyncKind,
  request:
    | { accountId: number; operator: OperatorContext }
    /** A scheduled run: due when its time is at or before `dueBy`; the next one is then set to `next`. */
    | { accountId: number; schedule: { dueBy: Date; next: Date } },
): Promise<UsageSyncStart | undefined> {
  const { accountId } = request;
  const schedule = 'schedule' in request ? request.schedule : undefined;
  const scheduled = schedule !== undefined;
  const started = await services.db.transaction(async (transaction) => {
    await transaction.insert(cardUsageSyncState).values({ accountId }).onConflictDoNothing();
    const due = schedule ? lte(cardUsageSyncState.nextScheduledAt, schedule.dueBy) : undefined;
    const locked = transaction
      .select({ lastTaskId: cardUsageSyncState.lastTaskId })
      .from(cardUsageSyncState)
      .where(and(eq(cardUsageSyncState.accountId, accountId), due));
    const [state] = scheduled ? await locked.for('update', { skipLocked: true }) : await locked.for('update');
    if (!state) return undefined;
    const [account] = await transaction
      .select({ companyId: carrierAccounts.companyId, name: carrierAccounts.name })
      .from(carrierAccounts)
      .where(eq(carrierAccounts.id, accountId));
    if (!account) return undefined;
    if (schedule) {
      await transaction
        .update(cardUsageSyncState)
        .set({ nextScheduledAt: schedule.next, updatedAt: sql`now()` })
        .where(eq(cardUsageSyncState.accountId, accountId));
    }
    if (state.lastTaskId !== null) {
      const [running] = await transaction
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.id, state.lastTaskId), inArray(tasks.taskStatus, runningStatuses)));
      if (running) return { taskId: running.id, alreadyRunning: true };
    }
    const operator =
      'operator' in request ? request.operator : await scheduledRunOperator(transaction, account.companyId);
    if (!operator) {
      services.logger.warn({ accountId }, 'usage sync not scheduled: no operator can run it');
      return undefined;
    }
    const task = await startTask({ db: transaction, tasks: services.tasks }, operator, {
      kind,
      input: { accountId, trigger: scheduled ? 'schedule' : 'request' },
      fileName: account.name,
    });
    await transaction
      .update(cardUsageSyncState)
      .set({ lastTaskId: task.id, updatedAt: sql`now()` })
      .where(eq(cardUsageSyncState.accountId, accountId));
    return { taskId: task.id, alreadyRunning: false };
  });
  // startTask woke the runner before the commit; now the job is visible.
  if (started && !started.alreadyRunning) services.tasks.wake();
  return started;
}
