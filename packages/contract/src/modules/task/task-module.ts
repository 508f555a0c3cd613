import { defineContractModule } from '../contract-module';

/** The task centre: long work, its progress and its files. */
export const taskModule = defineContractModule({
  name: 'task',
  builds: ['mission'],
  // Its texts are still in the system namespace (task centre and mission keys).
  texts: {},
});
