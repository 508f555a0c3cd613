// An operator's sync: its cards checked at the start (numbers none of the caller's cards answer to are refused,
// nothing stored), its row, and its task in the task centre.
import { eq } from 'drizzle-orm';
import type { SyncStartObj } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { isUniqueViolation } from '../../../platform/database/sql-state';
import { badRequest } from '../../../platform/http/app-error';
import type { AppServices } from '../../../platform/services';
import { startTask } from '../../../platform/tasks/start-task';
import { cardsForRegistration, countCardsToSync } from '../../sim-cards';
import type { createSyncKind } from './sync-kind';
import { realNameSyncs } from './sync-schema';
import { scopeCondition, type ScopeDetail } from './sync-scope';

type StartServices = Pick<AppServices, 'db' | 'tasks'>;

/** The named cards' ids and their one company; a number naming none of the caller's cards is refused. */
async function namedCards(services: StartServices, caller: OperatorContext, numbers: readonly string[]) {
  const { cards, unknown } = await cardsForRegistration(services.db, caller, numbers);
  if (unknown.length > 0) {
    throw badRequest(`no card of yours answers to ${unknown.slice(0, 5).join(', ')}`);
  }
  const companies = new Set(cards.map((card) => card.companyId));
  if (companies.size > 1) throw badRequest('sync the cards of one company at a time');
  return { cardIds: cards.map((card) => card.id), companyId: cards[0]?.companyId ?? caller.companyId };
}

/** Starts a run for the caller as a task; refused while a run of the same company is going. */
export async function startSync(
  services: StartServices,
  kind: ReturnType<typeof createSyncKind>,
  caller: OperatorContext,
  obj: SyncStartObj,
) {
  const { db } = services;
  const named = obj.scope === 'cards' ? await namedCards(services, caller, obj.cardNumbers ?? []) : undefined;
  const companyId = named?.companyId ?? obj.filter?.companyId ?? caller.companyId;
  const detail: ScopeDetail = named
    ? { cardIds: named.cardIds }
    : obj.scope === 'filter'
      ? { filter: obj.filter ?? {} }
      : {};
  const where = await scopeCondition(db, caller, { companyId, scope: obj.scope, scopeDetail: detail });
  const cardCount = await countCardsToSync(db, where);
  if (cardCount === 0) throw badRequest('no card of yours is in this scope');
  const [sync] = await db
    .insert(realNameSyncs)
    .values({
      companyId,
      orgPath: caller.orgPath,
      operatorId: caller.operatorId,
      operatorName: caller.account,
      trigger: 'operator',
      scope: obj.scope,
      scopeDetail: detail,
      cardCount,
      status: 'running',
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw badRequest('a status sync of this company is running: wait for it to end');
      throw error;
    });
  if (!sync) throw new Error('the sync was not stored');
  try {
    const task = await startTask(services, caller, {
      kind,
      input: { syncId: sync.id },
      fileName: `real-name-sync-${sync.id}`,
    });
    await db.update(realNameSyncs).set({ taskId: task.id }).where(eq(realNameSyncs.id, sync.id));
    return { syncId: sync.id, taskId: task.id };
  } catch (error) {
    await db.delete(realNameSyncs).where(eq(realNameSyncs.id, sync.id));
    throw error;
  }
}
