// How a seeded card starts out, as a pure function of its index: the console's demo seed can import it to
// show the same statuses before its first sync. Dates are given as days before the moment of seeding.
import { cardStatus, realNameStatus, type CardStatusCode, type RealNameStatusCode } from '@simdesk/contract';
import { hashText, mix, unit } from '../world/hash';
import { imeiOf } from '../world/device-model';
import { ratePlans, type SpeedTier, type StopReasonCode } from '../world/catalogue';

export interface CardSeedProfile {
  status: CardStatusCode;
  openedDaysAgo: number;
  /** Null when the card has never been activated. */
  activatedDaysAgo: number | null;
  /** Since when the card has its status. */
  statusDaysAgo: number;
  ratePlan: string;
  /** Block of 5,000 indexes whose pooled cards share one data pool; null: not in a pool. */
  poolNumber: number | null;
  voiceEnabled: boolean;
  smsEnabled: boolean;
  dataEnabled: boolean;
  internationalRoamingEnabled: boolean;
  speedTier: SpeedTier;
  realNameStatus: RealNameStatusCode;
  stopReason: StopReasonCode | null;
}

export const cardsPerPoolBlock = 5_000;

const { pendingActivation, activated, suspended, testable, inventory, preCancelled, cancelled } =
  cardStatus.byName;

// Cumulative shares of a fleet: most cards live, some in stock, a few on their way out.
const statusShares: readonly [number, CardStatusCode][] = [
  [0.68, activated],
  [0.76, suspended],
  [0.83, inventory],
  [0.88, testable],
  [0.92, pendingActivation],
  [0.96, preCancelled],
  [1, cancelled],
];

function chooseByShare<Value>(shares: readonly [number, Value][], draw: number): Value {
  const found = shares.find(([share]) => draw < share) ?? shares[shares.length - 1];
  if (!found) throw new Error('no shares');
  return found[1];
}

const wasActivated = (status: CardStatusCode) =>
  status === activated || status === suspended || status === preCancelled || status === cancelled;

function realNameFor(status: CardStatusCode, draw: number): RealNameStatusCode {
  if (status === cancelled) return realNameStatus.byName.cancelled;
  if (!wasActivated(status)) return realNameStatus.byName.notRegistered;
  return chooseByShare<RealNameStatusCode>(
    [
      [0.88, realNameStatus.byName.registered],
      [0.92, realNameStatus.byName.processing],
      [0.98, realNameStatus.byName.notRegistered],
      [1, realNameStatus.byName.failed],
    ],
    draw,
  );
}

function stopReasonFor(status: CardStatusCode, draw: number): StopReasonCode | null {
  if (status === preCancelled) return '05';
  if (status !== suspended) return null;
  return chooseByShare<StopReasonCode>(
    [
      [0.6, '01'],
      [0.75, '02'],
      [0.9, '03'],
      [1, '04'],
    ],
    draw,
  );
}

/** The starting state of seeded card `index`. */
export function cardSeedProfile(index: number): CardSeedProfile {
  const draw = (salt: number) => unit(index, salt);
  const status = chooseByShare(statusShares, draw(1));
  const openedDaysAgo = 30 + Math.floor(draw(2) * 870);
  const activatedDaysAgo = wasActivated(status) ? 1 + Math.floor(draw(3) * (openedDaysAgo - 1)) : null;
  const statusDaysAgo =
    activatedDaysAgo === null
      ? status === inventory
        ? openedDaysAgo
        : Math.floor(draw(4) * openedDaysAgo)
      : status === activated
        ? activatedDaysAgo
        : Math.floor(draw(4) * activatedDaysAgo);
  return {
    status,
    openedDaysAgo,
    activatedDaysAgo,
    statusDaysAgo,
    ratePlan: ratePlans[mix(index, 5) % ratePlans.length] ?? ratePlans[0],
    poolNumber: draw(6) < 0.4 ? Math.floor(index / cardsPerPoolBlock) : null,
    voiceEnabled: draw(7) < 0.15,
    smsEnabled: draw(8) < 0.9,
    dataEnabled: draw(9) < 0.97,
    internationalRoamingEnabled: draw(10) < 0.05,
    speedTier: chooseByShare<SpeedTier>(
      [
        [0.85, 94],
        [0.95, 93],
        [0.99, 92],
        [1, 91],
      ],
      draw(11),
    ),
    realNameStatus: realNameFor(status, draw(12)),
    stopReason: stopReasonFor(status, draw(13)),
  };
}

/**
 * The IMEI of the unit a card was first fitted in, as the simulator's network reports it: the console's seed
 * records it as the bound device (the few cards the simulator later moves then show another device).
 */
export function firstDeviceImei(iccid: string): string {
  return imeiOf(hashText(iccid), 0);
}
