import { cardImportMaximumBytes } from '@simdesk/contract';
import { wholeNumberSetting } from '../../platform/config/environment-settings';
import { loadCardChangeSettings, type CardChangeSettings } from './change/card-change-deps';
import type { CardUsageSettings } from './usage/card-usage-routes';
import { loadUsageScheduleConfig, loadUsageSyncOptions } from './usage/usage-sync-config';

/** The SIM card module's settings, read once at start-up (the README lists each variable). */
export interface SimCardsConfig {
  /** SIMDESK_CARD_IMPORT_MAX_BYTES: the largest import file accepted. */
  importMaximumBytes: number;
  change: CardChangeSettings;
  usage: CardUsageSettings;
}

export function loadSimCardsConfig(environment: NodeJS.ProcessEnv): SimCardsConfig {
  return {
    importMaximumBytes: wholeNumberSetting(
      environment,
      'SIMDESK_CARD_IMPORT_MAX_BYTES',
      cardImportMaximumBytes,
      1,
    ),
    change: loadCardChangeSettings(environment),
    usage: { schedule: loadUsageScheduleConfig(environment), sync: loadUsageSyncOptions(environment) },
  };
}
