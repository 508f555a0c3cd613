import { callsIn, defineContractModule } from '../contract-module';
import * as carrierAccountCalls from './carrier-account-calls';

/** Carrier accounts: the credentials simdesk uses at each carrier. */
export const carrierAccountModule = defineContractModule({
  name: 'carrier-account',
  calls: callsIn(carrierAccountCalls),
  builds: ['carrierAccount'],
});
