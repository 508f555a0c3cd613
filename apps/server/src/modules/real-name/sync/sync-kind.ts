import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { taskType } from '@simdesk/contract';
import { callerScope } from '../../../platform/auth/data-scope';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { defineTaskKind } from '../../../platform/tasks/task-kind';
import type { SyncServices } from './sync-batch';
import { runSync } from './sync-run';
import { realNameSyncs } from './sync-schema';
import { scopeCondition } from './sync-scope';

export const syncKindName = 'real-name-sync';

/**
 * The 'real-name-sync' task: an operator's run, followed in the task centre (progress, cancellation). The run's
 * row keeps where it got to, so a run the server stopped goes on after its last card.
 */
export function createSyncKind(services: SyncServices) {
  return defineTaskKind({
    name: syncKindName,
    taskType: taskType.byName.carrierSync,
    input: z.strictObject({ syncId: z.number().int().positive() }),
    resumable: true,
    async run(context) {
      const { db, caller, input } = context;
      const [sync] = await db
        .select()
        .from(realNameSyncs)
        .where(
          and(
            eq(realNameSyncs.id, input.syncId),
            callerScope(caller, { companyId: realNameSyncs.companyId, orgPath: realNameSyncs.orgPath }),
          ),
        );
      if (!sync) throw new TaskFailure('the sync is gone or no longer yours');
      if (sync.status !== 'running') return;
      const where = await scopeCondition(db, caller, sync);
      await runSync(services, sync.id, where, context);
    },
  });
}
