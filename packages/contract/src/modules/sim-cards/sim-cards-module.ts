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
});
