import type { FastifyBaseLogger } from 'fastify';
import type { CarrierService } from '../../../platform/carrier/carrier-service';
import type { Database } from '../../../platform/database/connect';
import type { ChangeSettledListener } from './change-settled-point';

/** How the card changes pace themselves; tests shorten the waits. */
export interface CardChangeSettings {
  /** How often the tracker looks for due work, and the first check after the carrier accepted an order. */
  pollMilliseconds: number;
  /** A sent batch is not reconciled before this, so a slow answer is never mistaken for no answer. */
  inFlightGuardMilliseconds: number;
  /** After no answer, how long the carrier may take before "no trace of the change" means it did not happen. */
  unknownWindowMilliseconds: number;
  /** How long a tracker keeps the items it claimed before another may claim them (it crashed). */
  claimLeaseMilliseconds: number;
  /** The longest wait between two checks of an order still pending at the carrier. */
  maximumCheckIntervalMilliseconds: number;
  /** How long a batch task waits for its orders to settle before it reports the cards still pending. */
  batchSettleWaitMilliseconds: number;
}

function millisecondsFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed
    : fallback;
}

/**
 * Defaults for a real carrier; SIMDESK_CARD_CHANGE_POLL_MS and _UNKNOWN_WINDOW_MS adjust the two that matter,
 * _IN_FLIGHT_GUARD_MS lets a crash test reconcile interrupted sends in seconds (keep it above the carrier timeout).
 */
export function loadCardChangeSettings(environment: NodeJS.ProcessEnv = process.env): CardChangeSettings {
  return {
    pollMilliseconds: millisecondsFrom(environment.SIMDESK_CARD_CHANGE_POLL_MS, 1_000),
    inFlightGuardMilliseconds: millisecondsFrom(environment.SIMDESK_CARD_CHANGE_IN_FLIGHT_GUARD_MS, 120_000),
    unknownWindowMilliseconds: millisecondsFrom(environment.SIMDESK_CARD_CHANGE_UNKNOWN_WINDOW_MS, 120_000),
    claimLeaseMilliseconds: 30_000,
    maximumCheckIntervalMilliseconds: 30_000,
    batchSettleWaitMilliseconds: 15 * 60_000,
  };
}

/** What the card change work needs: the database, the carrier gateway and the pace. */
export interface CardChangeDeps {
  db: Database;
  carrier: CarrierService;
  logger: FastifyBaseLogger;
  settings: CardChangeSettings;
  /** Told of each change the carrier confirmed (only the tracker settles successes). */
  settledListeners?: readonly ChangeSettledListener[];
}
