import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as homeCalls from './home-calls';

/** The dashboard, the lifecycle shortcuts (page config) and the quick search's middle page. */
export const homeModule = defineContractModule({
  name: 'home',
  calls: callsIn(homeCalls),
  builds: ['dashboard', 'middlePage'],
  texts: {
    home: namespaceFiles<typeof import('./locales/en-US/home.json')>(
      (locale) => import(`./locales/${locale}/home.json`),
    ),
  },
});
