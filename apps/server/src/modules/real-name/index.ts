import { periodicSweep } from '../../platform/modules/periodic-sweep';
import { defineServerModule } from '../../platform/modules/server-module';
import { simCardsModule } from '../sim-cards';
import { seedDemoRealName } from './demo/seed-demo-real-name';
import { loadRealNameConfig } from './real-name-config';
import { registerEnterpriseBatchCalls, registerRegistrationCalls } from './real-name-routes';
import { registrationTracker } from './registration-tracker';

/**
 * Real-name registration of cards against the carrier's real-name platform: every registration with its
 * personal data sealed (masked in answers, revealed with a reason), enterprise registration before sale sent in
 * carrier-sized orders and followed to each card's answer by a background tracker.
 */
export const realNameModule = defineServerModule({
  name: 'real-name',
  needs: [simCardsModule],
  loadConfig: loadRealNameConfig,
  register: ({ registrar, services, config, runInBackground }) => {
    registerRegistrationCalls(registrar, services);
    registerEnterpriseBatchCalls(registrar, services);
    const track = registrationTracker(services, config);
    runInBackground(periodicSweep(services, 'real-name tracker', config.pollMilliseconds, track));
    return { track };
  },
  seedDemo: seedDemoRealName,
});
