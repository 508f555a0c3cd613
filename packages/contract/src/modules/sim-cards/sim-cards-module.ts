import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishCards from './locales/en-US/cards.json';
import type englishCardDetail from './locales/en-US/cardDetail.json';
import type englishCardChange from './locales/en-US/cardChange.json';
import type englishCardFiles from './locales/en-US/cardFiles.json';

/** SIM cards: the list, a card's detail, state changes, export, import, carrier sync and usage. */
export const simCardsModule = defineContractModule({
  name: 'sim-cards',
  builds: ['simCardList', 'cardDetail', 'simCardVehicleDetail', 'cardState'],
  texts: {
    cards: namespaceFiles<typeof englishCards>((locale) => import(`./locales/${locale}/cards.json`)),
    cardDetail: namespaceFiles<typeof englishCardDetail>(
      (locale) => import(`./locales/${locale}/cardDetail.json`),
    ),
    cardChange: namespaceFiles<typeof englishCardChange>(
      (locale) => import(`./locales/${locale}/cardChange.json`),
    ),
    cardFiles: namespaceFiles<typeof englishCardFiles>(
      (locale) => import(`./locales/${locale}/cardFiles.json`),
    ),
  },
});
