import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { securityModule } from '../security';
import { cardEventsPoint, simCardsModule } from '../sim-cards';
import { seedDemoRules } from './demo-rules';
import { evaluateRules } from './rule-engine';
import { registerRuleHistoryCalls } from './rule-history-routes';
import { registerRuleCalls } from './rule-routes';
import { loadRulesConfig } from './rules-config';
import { createStatusEventWatcher } from './status-event-watcher';

export { evaluateRules } from './rule-engine';

/**
 * Automation rules: the rules, their evaluation after every usage sync and on status changes (set-based, once
 * per card, rule and period), their actions through the platform's services, and their history.
 */
export const rulesModule = defineServerModule({
  name: 'rules',
  // Security records the separations the IMEI-change rules read, in the same usage sync, before it ends.
  needs: [simCardsModule, securityModule],
  loadConfig: loadRulesConfig,
  contributions: [
    contribute(cardEventsPoint, (services) => ({
      usageSynced: async () => {
        await evaluateRules(services, 'usage-sync');
      },
    })),
  ],
  register: ({ registrar, services, config, runInBackground }) => {
    registerRuleCalls(registrar, services);
    registerRuleHistoryCalls(registrar, services);
    const watcher = createStatusEventWatcher(services, config.statusEventPollMilliseconds);
    runInBackground(watcher);
    return { watcher };
  },
  seedDemo: seedDemoRules,
});
