import { count, type SQL } from 'drizzle-orm';
import { simCardExportCall } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { badRequest, notFound } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { stampedFileName, startTask } from '../../../platform/tasks/start-task';
import { cardExportKind, selectionOf } from './card-export-kind';
import { selectionCondition, type CardSelection } from './export-cards';

async function matches(db: Database, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db.select({ id: simCards.id }).from(simCards).where(where).limit(limit).as('capped');
  const [found] = await db.select({ total: count() }).from(capped);
  return found?.total ?? 0;
}

/**
 * Checks a selection before a task is started, so bad input is refused at once and no task is left behind:
 * chosen cards must all be within scope (as for tags), and a filter must select something.
 */
async function checkSelection(
  db: Database,
  caller: OperatorContext,
  selection: CardSelection,
): Promise<void> {
  const where = await selectionCondition(db, caller, selection);
  if ('cardIds' in selection) {
    const wanted = new Set(selection.cardIds).size;
    const found = await matches(db, where, wanted);
    if (found !== wanted) {
      throw notFound(`${wanted - found} of the cards are unknown or outside your scope`);
    }
  } else if ((await matches(db, where, 1)) === 0) {
    throw badRequest('no card matches these filters: nothing to export');
  }
}

/** simcard-list/export: starts the export task of the SIM card list. */
export function registerCardExportCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;
  services.tasks.register(cardExportKind);

  registrar.guardedCall(simCardExportCall, async ({ obj, caller }) => {
    await checkSelection(db, caller, selectionOf(obj));
    const fileName = stampedFileName('sim-cards', clock.now(), obj.format);
    const task = await startTask(services, caller, { kind: cardExportKind, fileName, input: obj });
    return { rows: [{ taskId: task.id, fileName }], auditTarget: `task ${task.id}` };
  });
}
