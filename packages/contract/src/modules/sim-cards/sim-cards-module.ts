import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as simCardCalls from './list/sim-card-calls';
import * as cardDetailCalls from './detail/card-detail-calls';
import * as cardChangeCalls from './change/card-change-calls';
import * as voiceCalls from './change/voice-calls';
import * as vehicleStateCalls from './detail/vehicle-state-calls';
import * as cardExportCalls from './export/card-export-calls';
import * as cardImportCalls from './import/card-import-calls';
import * as cardSyncCalls from './sync/card-sync-calls';
import * as cardUsageCalls from './usage/card-usage-calls';
import type englishCards from './locales/en-US/cards.json';
import type englishCardDetail from './locales/en-US/cardDetail.json';
import type englishCardChange from './locales/en-US/cardChange.json';
import type englishCardFiles from './locales/en-US/cardFiles.json';

/** SIM cards: the list, a card's detail, state changes, export, import, carrier sync and usage. */
export const simCardsModule = defineContractModule({
  name: 'sim-cards',
  calls: callsIn(
    simCardCalls,
    cardDetailCalls,
    cardChangeCalls,
    voiceCalls,
    vehicleStateCalls,
    cardExportCalls,
    cardImportCalls,
    cardSyncCalls,
    cardUsageCalls,
  ),
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
