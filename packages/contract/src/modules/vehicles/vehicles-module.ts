import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishVehicles from './locales/en-US/vehicles.json';

/** Vehicles: the record of each vehicle, the cards fitted in it, its life, and reviewed changes of its identity. */
export const vehiclesModule = defineContractModule({
  name: 'vehicles',
  builds: ['vehicleList', 'vehicleDetail', 'vehicleInfoChange'],
  texts: {
    vehicles: namespaceFiles<typeof englishVehicles>((locale) => import(`./locales/${locale}/vehicles.json`)),
  },
});
