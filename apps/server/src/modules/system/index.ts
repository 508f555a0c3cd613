import { eq } from 'drizzle-orm';
import { defineServerModule } from '../../platform/modules/server-module';
import { contribute } from '../../platform/modules/extension-point';
import { companyModule, companySetUpPoint } from '../company';
import { seedDemoDictionary } from './demo-dictionary';
import { registerDictionaryCalls } from './dictionary-routes';
import { registerOperationLogCalls } from './operation-log-routes';
import { dictionaryEntries } from './system-schema';

/** The operation log (list and export) and the dictionary (the company's own entries and custom addresses). */
export const systemModule = defineServerModule({
  name: 'system',
  needs: [companyModule],
  contributions: [
    contribute(companySetUpPoint, () => ({
      removeWithCompany: async (db, companyId) => {
        await db.delete(dictionaryEntries).where(eq(dictionaryEntries.companyId, companyId));
      },
    })),
  ],
  register: ({ registrar, services }) => {
    registerOperationLogCalls(registrar, services);
    registerDictionaryCalls(registrar, services);
  },
  seedDemo: seedDemoDictionary,
});
