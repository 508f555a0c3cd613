import { callsIn, defineContractModule } from '../contract-module';
import * as systemCalls from './system-calls';

/** The operation log and the dictionary. */
export const systemModule = defineContractModule({
  name: 'system',
  calls: callsIn(systemCalls),
  builds: ['logManage', 'dictionary'],
});
