import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishHome from './locales/en-US/home.json';

/** The dashboard, the lifecycle shortcuts (page config) and the quick search's middle page. */
export const homeModule = defineContractModule({
  name: 'home',
  builds: ['dashboard', 'middlePage'],
  texts: {
    home: namespaceFiles<typeof englishHome>((locale) => import(`./locales/${locale}/home.json`)),
  },
});
