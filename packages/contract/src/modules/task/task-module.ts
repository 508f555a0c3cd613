import { callsIn, defineContractModule } from '../contract-module';
import * as taskCalls from './task-calls';

/** The task centre: long work, its progress and its files. */
export const taskModule = defineContractModule({
  name: 'task',
  calls: callsIn(taskCalls),
  builds: ['mission'],
  // Its texts are still in the system namespace (task centre and mission keys).
  texts: {},
});
