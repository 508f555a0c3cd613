import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { imeiSightingsPoint, simCardsModule } from '../sim-cards';
import { seedDemoBindings } from './demo/seed-demo-bindings';
import { registerBindingImportCalls } from './binding-import-routes';
import { registerBindingCalls } from './binding-routes';
import { detectSeparations } from './separation-detection';
import { registerSeparationCalls } from './separation-routes';

export { newestSeparation, separationEvents } from './separation-events';

/**
 * Machine-card binding and separation: each card's bound device (bind, unbind, rebind), and every time the
 * usage sync sees a card in another device (a separation: recorded once per change, told to the company).
 * The card_separations table is what the automation rules read to act on a separation.
 */
export const securityModule = defineServerModule({
  name: 'security',
  needs: [simCardsModule],
  contributions: [contribute(imeiSightingsPoint, () => detectSeparations)],
  register: ({ registrar, services }) => {
    registerBindingCalls(registrar, services);
    registerBindingImportCalls(registrar, services);
    registerSeparationCalls(registrar, services);
  },
  seedDemo: seedDemoBindings,
});
