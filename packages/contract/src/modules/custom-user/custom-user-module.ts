import { defineContractModule } from '../contract-module';

/** A custom-platform (API-only) account's own configuration, credentials, push and sign-in. */
export const customUserModule = defineContractModule({
  name: 'custom-user',
  // The API configuration page comes with the open-platform work; until then the calls only.
  builds: [],
  texts: {},
});
