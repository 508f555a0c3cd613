import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as simCardCalls from './list/sim-card-calls';
import * as cardDetailCalls from './detail/card-detail-calls';
import * as cardChangeCalls from './change/card-change-calls';
import * as cardExportCalls from './export/card-export-calls';
import * as cardImportCalls from './import/card-import-calls';
import * as cardSyncCalls from './sync/card-sync-calls';
import * as cardUsageCalls from './usage/card-usage-calls';

/** SIM cards: the list, a card's detail, state changes, export, import, carrier sync and usage. */
export const simCardsModule = defineContractModule({
  name: 'sim-cards',
  calls: callsIn(
    simCardCalls,
    cardDetailCalls,
    cardChangeCalls,
    cardExportCalls,
    cardImportCalls,
    cardSyncCalls,
    cardUsageCalls,
  ),
  builds: ['simCardList', 'cardDetail', 'simCardVehicleDetail', 'cardState'],
  texts: {
    cards: namespaceFiles({
      'en-US': () => import('./locales/en-US/cards.json'),
      'zh-CN': () => import('./locales/zh-CN/cards.json'),
      'zh-TW': () => import('./locales/zh-TW/cards.json'),
      'pt-BR': () => import('./locales/pt-BR/cards.json'),
    }),
    cardDetail: namespaceFiles({
      'en-US': () => import('./locales/en-US/cardDetail.json'),
      'zh-CN': () => import('./locales/zh-CN/cardDetail.json'),
      'zh-TW': () => import('./locales/zh-TW/cardDetail.json'),
      'pt-BR': () => import('./locales/pt-BR/cardDetail.json'),
    }),
    cardChange: namespaceFiles({
      'en-US': () => import('./locales/en-US/cardChange.json'),
      'zh-CN': () => import('./locales/zh-CN/cardChange.json'),
      'zh-TW': () => import('./locales/zh-TW/cardChange.json'),
      'pt-BR': () => import('./locales/pt-BR/cardChange.json'),
    }),
    cardFiles: namespaceFiles({
      'en-US': () => import('./locales/en-US/cardFiles.json'),
      'zh-CN': () => import('./locales/zh-CN/cardFiles.json'),
      'zh-TW': () => import('./locales/zh-TW/cardFiles.json'),
      'pt-BR': () => import('./locales/pt-BR/cardFiles.json'),
    }),
  },
});
