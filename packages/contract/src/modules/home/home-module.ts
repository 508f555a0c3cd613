import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as homeCalls from './home-calls';
import type englishHome from './locales/en-US/home.json';

/** The dashboard, the lifecycle shortcuts (page config) and the quick search's middle page. */
export const homeModule = defineContractModule({
  name: 'home',
  calls: callsIn(homeCalls),
  builds: ['dashboard', 'middlePage'],
  texts: {
    home: namespaceFiles<typeof englishHome>((locale) => import(`./locales/${locale}/home.json`)),
  },
});
