import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { organizationModule, orgContentsPoint, orgPathContents } from '../organization';
import { registerRowImportCalls, simCardsModule } from '../sim-cards';
import { seedDemoVehicles } from './demo/seed-demo-vehicles';
import { vehicleImport } from './vehicle-import';
import { registerVehicleCalls, registerVehicleChangeCalls } from './vehicle-routes';
import { vehicleChanges, vehicles } from './vehicles-schema';

export {
  fittedVehiclesByVin,
  swapVehicleCard,
  vehiclesFittedWith,
  type FittedVehicle,
  type VehicleCardSwap,
} from './vehicle-card-swap';
export { vinStartsWith } from './vehicle-rows';

/**
 * Vehicles: one record per VIN of a company with the cards fitted in it (one T-Box card, others), its
 * lifecycle status (its cards follow), its timeline, and changes of its identity (VIN, plate, model, series)
 * asked for by one operator and reviewed by another. The real-name module registers cards against these.
 */
export const vehiclesModule = defineServerModule({
  name: 'vehicles',
  needs: [organizationModule, simCardsModule],
  contributions: [
    contribute(orgContentsPoint, () => orgPathContents('vehicle(s)', vehicles, vehicles)),
    contribute(orgContentsPoint, () => orgPathContents('vehicle change(s)', vehicleChanges, vehicleChanges)),
  ],
  register: ({ registrar, services }) => {
    registerVehicleCalls(registrar, services);
    registerVehicleChangeCalls(registrar, services);
    registerRowImportCalls(registrar, services, vehicleImport);
  },
  seedDemo: seedDemoVehicles,
});
