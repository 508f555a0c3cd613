import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishDataPools from './locales/en-US/dataPools.json';

/** Data pools: pools synced from the carrier, their members, usage, forecast and membership changes. */
export const dataPoolsModule = defineContractModule({
  name: 'data-pools',
  builds: ['vehicleCardDataPoolManage', 'dataPoolDetail'],
  texts: {
    dataPools: namespaceFiles<typeof englishDataPools>(
      (locale) => import(`./locales/${locale}/dataPools.json`),
    ),
  },
});
