// The checks every real-name order shares: the card's state, the VIN, and one real-name order at a time.
import { cardStatus, hasValidVinCheckDigit, realNameStatus } from '@simdesk/contract';
import type { CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { failedWith, type ItemRefusal } from '../orders/change-definition';
import type { DocumentHasher } from './document-hasher';
import { findPendingRealNameOrders } from './registration-lookups';
import type { PartyType, Registration } from './registration-repository';

/** What the real-name changes are built with, once per simulator. */
export interface RealNameTools {
  hasher: DocumentHasher;
  /** Simulated time: a document's dates are checked against the day a request arrives. */
  now(): number;
  /** Share of owner registrations sent to manual review by a deterministic draw. */
  reviewShare: number;
}

/** Who a registration is for: the party and the keyed hash of the document that identifies it. */
export interface Claimant {
  partyType: PartyType;
  documentHash: string;
}

/**
 * Who holds a registered card: its stored holder, else (a card registered before the carrier's records reached
 * the API, as seeded cards are) an owner the carrier cannot name. Null when the card is not registered.
 */
function holderOf(card: CardRow, registration: Registration | undefined) {
  if (card.realNameStatus !== realNameStatus.byName.registered) return null;
  return {
    partyType: registration?.partyType ?? 'individual',
    documentHash: registration?.partyType ? registration.documentHash : null,
  };
}

/**
 * CARD_STATE when the card cannot be registered to the claimant: it is (pre-)cancelled, or it is registered to
 * another holder. An owner takes over the enterprise's registration at sale; anyone else must wait for a
 * deregistration. The same holder may register again (new details).
 */
export function cardStateRefusal(
  card: CardRow,
  registration: Registration | undefined,
  claimant: Claimant,
): ItemRefusal | undefined {
  const { cancelled, preCancelled } = cardStatus.byName;
  if (card.status === cancelled || card.status === preCancelled) {
    return failedWith('CARD_STATE', 'the card is cancelled or about to be: it cannot be registered');
  }
  const holder = holderOf(card, registration);
  if (holder === null || holder.documentHash === claimant.documentHash) return undefined;
  if (holder.partyType === 'enterprise') {
    return claimant.partyType === 'enterprise'
      ? failedWith('CARD_STATE', 'the card is registered to another enterprise')
      : undefined;
  }
  return failedWith(
    'CARD_STATE',
    'the card is registered to another owner: deregister it first (owner change)',
  );
}

/** VIN_MISMATCH when the VIN fails its check digit or is not the one the carrier holds for the card. */
export function vinRefusal(vin: string, heldVin: string | null): ItemRefusal | undefined {
  if (!hasValidVinCheckDigit(vin)) {
    return failedWith('VIN_MISMATCH', 'the VIN fails its check digit (position 9)');
  }
  if (heldVin !== null && heldVin !== vin) {
    return failedWith('VIN_MISMATCH', `the card is bound to the vehicle ${heldVin}, not ${vin}`);
  }
  return undefined;
}

/** Refuses a real-name order at once for a card that has one pending (a registration in review …). */
export async function refuseWhileInProgress(
  database: Queryable,
  _appId: string,
  _request: unknown,
  iccids: readonly string[],
): Promise<void> {
  const pending = await findPendingRealNameOrders(database, iccids);
  if (pending.size === 0) return;
  throw new CarrierError(
    409,
    carrierErrorCodes.realNameInProgress,
    `a real-name order is still pending for ${pending.size} card(s): wait for its result`,
    { cards: [...pending.keys()] },
  );
}
