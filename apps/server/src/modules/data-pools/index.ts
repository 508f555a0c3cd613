import { defineServerModule } from '../../platform/modules/server-module';
import { carrierAccountModule } from '../carrier-account';
import { simCardsModule } from '../sim-cards';
import { loadDataPoolsConfig } from './data-pools-config';
import { registerDataPoolCalls } from './data-pool-routes';
import { poolEventsPoint } from './pool-events-point';
import { createPoolSyncSchedule } from './pool-sync-schedule';

export { poolEventsPoint, type PoolEventListener } from './pool-events-point';

/**
 * Data pools: the carrier's pools per account, synced on a schedule and on demand, their members, usage and
 * forecast, and membership and cap changes through the card change orders.
 */
export const dataPoolsModule = defineServerModule({
  name: 'data-pools',
  needs: [carrierAccountModule, simCardsModule],
  loadConfig: loadDataPoolsConfig,
  register: ({ registrar, services, config, contributionsTo, runInBackground }) => {
    const listeners = () => contributionsTo(poolEventsPoint);
    registerDataPoolCalls(registrar, services, listeners);
    const schedule = createPoolSyncSchedule(services, listeners, config);
    runInBackground(schedule);
    return { schedule };
  },
});
