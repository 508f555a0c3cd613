import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { cardChangesFor, changeSettledPoint, imeiSightingsPoint, simCardsModule } from '../sim-cards';
import { followBindingOrder } from './binding-at-carrier';
import { seedDemoBindings } from './demo/seed-demo-bindings';
import { registerBindingImportCalls } from './binding-import-routes';
import { registerBindingCalls } from './binding-routes';
import { detectSeparations } from './separation-detection';
import { registerSeparationCalls } from './separation-routes';

export { newestSeparation, separationEvents } from './separation-events';

/**
 * Machine-card binding and separation: each card's bound device (bind, unbind, rebind), and every time the
 * usage sync sees a card in another device (a separation: recorded once per change, told to the company); a
 * rebind at the carrier is a change order, and the binding here follows it when the carrier confirms it.
 * The card_separations table is what the automation rules read to act on a separation.
 */
export const securityModule = defineServerModule({
  name: 'security',
  needs: [simCardsModule],
  contributions: [
    contribute(imeiSightingsPoint, () => detectSeparations),
    contribute(changeSettledPoint, () => followBindingOrder),
  ],
  register: ({ registrar, services }) => {
    registerBindingCalls(registrar, services, cardChangesFor(services));
    registerBindingImportCalls(registrar, services);
    registerSeparationCalls(registrar, services);
  },
  seedDemo: seedDemoBindings,
});
