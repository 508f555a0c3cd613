import { callsIn, defineContractModule } from '../contract-module';
import * as customUserCalls from './custom-user-calls';

/** A custom-platform (API-only) account's own configuration, credentials, push and sign-in. */
export const customUserModule = defineContractModule({
  name: 'custom-user',
  calls: callsIn(customUserCalls),
  // The API configuration page comes with the open-platform work; until then the calls only.
  builds: [],
  texts: {},
});
