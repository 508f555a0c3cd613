import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { taskType } from '@simdesk/contract';
import { isWithinScope } from '../../../platform/auth/data-scope';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierService } from '../../../platform/carrier/carrier-service';
import { organizations } from '../../../platform/database/schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { TaskFailure } from '../../../platform/tasks/task-failure';
import { defineTaskKind } from '../../../platform/tasks/task-kind';
import { applySyncPlan, planSyncPage } from './card-sync-batch';

const cardSyncInputSchema = z.strictObject({
  accountId: z.number().int().positive(),
  /** Where new cards go. */
  orgId: z.number().int().positive(),
});

const cardSyncCheckpointSchema = z.object({
  /** The carrier's cursor: the last ICCID of the committed page. */
  after: z.string().nullable(),
  seen: z.number().int().min(0),
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  refused: z.number().int().min(0),
});
type CardSyncCheckpoint = z.infer<typeof cardSyncCheckpointSchema>;

const pageSize = 100;

async function carrierCall<Answer>(work: () => Promise<Answer>): Promise<Answer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CarrierError) throw new TaskFailure(`the carrier refused: ${error.message}`);
    throw error;
  }
}

/**
 * The 'sim-card-sync' task: the account's cards page by page in ICCID order, each page committed with the
 * cursor after it, so an interrupted sync resumes where it stopped and a second sync changes nothing.
 */
export function createCardSyncKind(carrier: CarrierService) {
  return defineTaskKind({
    name: 'sim-card-sync',
    taskType: taskType.byName.carrierSync,
    input: cardSyncInputSchema,
    checkpoint: cardSyncCheckpointSchema,
    resumable: true,
    async run(context) {
      const { input, caller, db } = context;
      const [account] = await db
        .select()
        .from(carrierAccounts)
        .where(eq(carrierAccounts.id, input.accountId));
      if (!account || !isWithinScope(caller, { companyId: account.companyId })) {
        throw new TaskFailure('the carrier account is gone or no longer yours');
      }
      const [place] = await db
        .select({ id: organizations.id, companyId: organizations.companyId, path: organizations.path })
        .from(organizations)
        .where(eq(organizations.id, input.orgId));
      if (!place || !isWithinScope(caller, { companyId: place.companyId, orgPath: place.path })) {
        throw new TaskFailure('the org chosen for new cards is no longer one you manage');
      }
      const gateway = await carrierCall(() => carrier.gatewayFor(account.id));
      let state: CardSyncCheckpoint = context.checkpoint ?? {
        after: null,
        seen: 0,
        added: 0,
        updated: 0,
        refused: 0,
      };
      for (;;) {
        if (await context.isCancelRequested()) return;
        const page = await carrierCall(() =>
          gateway.listCards({ ...(state.after === null ? {} : { after: state.after }), pageSize }),
        );
        const plan = await planSyncPage(db, account, page.cards);
        for (const card of plan.refused) {
          const position = state.seen + page.cards.indexOf(card) + 1;
          await context.recordRowFailure(
            position,
            `ICCID ${card.iccid} is already in the console under another account`,
          );
        }
        const seen = state.seen + page.cards.length;
        await context.reportProgress(seen, page.nextAfter === null ? seen : seen + pageSize);
        state = {
          after: page.nextAfter ?? state.after,
          seen,
          added: state.added + plan.added.length,
          updated: state.updated + plan.changed.length,
          refused: state.refused + plan.refused.length,
        };
        await context.saveCheckpoint(state, (transaction) =>
          applySyncPlan(transaction, plan, account, place),
        );
        if (page.nextAfter === null) break;
      }
      await context.writeResultFile('card-sync-result.csv', {
        header: ['cards', 'added', 'updated', 'refused'],
        rows: [[state.seen, state.added, state.updated, state.refused]],
      });
    },
  });
}
