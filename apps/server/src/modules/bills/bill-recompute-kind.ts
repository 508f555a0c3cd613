import { z } from 'zod';
import { taskType } from '@simdesk/contract';
import { billMonthSchema } from '@simdesk/contract/modules/bills';
import { CarrierError } from '../../platform/carrier/carrier-error';
import { executedRows } from '../../platform/database/driver-rows';
import { TaskFailure } from '../../platform/tasks/task-failure';
import { defineTaskKind, type TaskContext } from '../../platform/tasks/task-kind';
import type { AppServices } from '../../platform/services';
import { carrierAccountsOfCompanies } from '../sim-cards';
import { computeMonthBills } from './bill-computation';
import { reconcileMonth } from './bill-reconciliation';
import { fetchCarrierBill } from './carrier-bill-fetch';

export const billRecomputeInputSchema = z.strictObject({
  month: billMonthSchema,
  /** The companies whose bills are replaced; null: every company (carrier staff without a filter). */
  companies: z.array(z.number().int()).nullable(),
});
type RecomputeInput = z.infer<typeof billRecomputeInputSchema>;

/** Computes, then fetches each carrier account's bill and reconciles; a rerun starts over (it is idempotent). */
async function runRecompute(
  services: AppServices,
  context: TaskContext<RecomputeInput, never>,
): Promise<void> {
  const { month, companies } = context.input;
  await computeMonthBills(context.db, month, companies);
  const accounts = executedRows<{ accountId: number }>(
    await context.db.execute(carrierAccountsOfCompanies(companies)),
  );
  const steps = accounts.length + 1;
  await context.reportProgress(1, steps);
  let fetchedAny = false;
  for (const [index, { accountId }] of accounts.entries()) {
    try {
      // A bill the carrier has not issued yet (the running month) leaves the month unreconciled, not failed.
      const fetched = await fetchCarrierBill(services, Number(accountId), month, () =>
        context.reportProgress(index + 1, steps),
      );
      fetchedAny ||= fetched.fetched;
    } catch (error) {
      if (error instanceof CarrierError) throw new TaskFailure(error.message);
      throw error;
    }
    await context.reportProgress(index + 2, steps);
  }
  if (fetchedAny) await reconcileMonth(context.db, month, companies);
}

/** The month's bills computed again and reconciled with the carrier's (spec billManagement). */
export function billRecomputeKind(services: AppServices) {
  return defineTaskKind({
    name: 'bill-recompute',
    taskType: taskType.byName.batchOperation,
    input: billRecomputeInputSchema,
    resumable: true,
    run: (context) => runRecompute(services, context),
  });
}
