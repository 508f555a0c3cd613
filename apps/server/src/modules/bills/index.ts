import { defineServerModule } from '../../platform/modules/server-module';
import { carrierAccountModule } from '../carrier-account';
import { simCardsModule } from '../sim-cards';
import { registerBillListCalls } from './bill-list-routes';
import { registerBillTaskCalls } from './bill-task-routes';
import { seedDemoBills } from './demo-bills';
import { registerRatePlanCalls } from './rate-plan-routes';

export { computeMonthBills } from './bill-computation';

/**
 * Bills: rate plans per company assigned to cards, card and company bills of a month computed set-based from
 * the stored usage (a task, idempotent), and their reconciliation with the carrier's own bill.
 */
export const billsModule = defineServerModule({
  name: 'bills',
  needs: [carrierAccountModule, simCardsModule],
  register: ({ registrar, services }) => {
    registerRatePlanCalls(registrar, services);
    registerBillListCalls(registrar, services);
    registerBillTaskCalls(registrar, services);
  },
  seedDemo: seedDemoBills,
});
