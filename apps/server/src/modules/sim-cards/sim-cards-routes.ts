import { count, eq } from 'drizzle-orm';
import type { ModuleContext } from '../../platform/modules/server-module';
import { registerCardChangeCalls } from './change/card-change-routes';
import { registerCardDetailCalls } from './detail/card-detail-routes';
import { registerCardExportCalls } from './export/card-export-routes';
import { registerCardImportCalls } from './import/card-import-routes';
import { registerSimCardCalls } from './list/sim-card-routes';
import { cardEventsPoint } from './rules/card-events-point';
import { simCards } from './schema/cards-schema';
import type { SimCardsConfig } from './sim-cards-config';
import { registerCardSyncCalls } from './sync/card-sync-routes';
import { registerCardUsageCalls, type CardUsageHandle } from './usage/card-usage-routes';
import { imeiSightingsPoint } from './usage/imei-sightings';

/** What tests reach of the SIM card module. */
export interface SimCardsHandle {
  usage: CardUsageHandle;
}

/** Every call, task kind and background work of the SIM card domain, sub-module by sub-module. */
export function registerSimCards(context: ModuleContext<SimCardsConfig>): SimCardsHandle {
  const { registrar, services, config, runInBackground, contributionsTo } = context;
  // Cards name their account (a foreign key): an account with cards is refused deletion in words, not by the key.
  services.carrier.registerReferenceCounter('cards', async (accountId) => {
    const [found] = await services.db
      .select({ total: count() })
      .from(simCards)
      .where(eq(simCards.carrierAccountId, accountId));
    return found?.total ?? 0;
  });
  registerSimCardCalls(registrar, services);
  registerCardDetailCalls(registrar, services);
  registerCardExportCalls(registrar, services);
  registerCardImportCalls(registrar, services, config.importMaximumBytes);
  registerCardSyncCalls(registrar, services);
  registerCardChangeCalls(registrar, services, config.change, runInBackground);
  const listeners = contributionsTo(cardEventsPoint);
  const imeiListeners = contributionsTo(imeiSightingsPoint);
  return {
    usage: registerCardUsageCalls(
      registrar,
      services,
      config.usage,
      runInBackground,
      listeners,
      imeiListeners,
    ),
  };
}
