// How a card as the console holds it compares with the carrier's record of its registration.
import { realNameStatus, registrationSource } from '@simdesk/contract';
import type { SyncDifference } from '@simdesk/contract/modules/real-name';
import type { CarrierRealNameRow } from '../../../platform/carrier/carrier-real-name';
import type { CardForRegistration } from '../../sim-cards';
import type { StoredRegistration } from '../registration-settlement';

/** The party the console registered the card to: the enterprise of a batch, else the owner. */
function ourPartyType(registration: StoredRegistration | undefined): string | null {
  if (registration?.status !== realNameStatus.byName.registered) return null;
  return registration.source === registrationSource.byName.enterpriseBatch ? 'enterprise' : 'individual';
}

/**
 * What differs: the status, the VIN and party type both sides know, and the refusal of a card both hold as
 * refused. `newest` is the card's newest registration in the console.
 */
export function differencesOf(
  card: CardForRegistration,
  newest: StoredRegistration | undefined,
  carrier: CarrierRealNameRow,
): SyncDifference[] {
  const differences: SyncDifference[] = [];
  if (carrier.realNameStatus !== undefined && carrier.realNameStatus !== card.realNameStatus) {
    differences.push('status');
  }
  if (carrier.vin && card.vin && carrier.vin !== card.vin) differences.push('vin');
  const party = ourPartyType(newest);
  if (party && carrier.partyType && carrier.partyType !== 'organisation' && carrier.partyType !== party) {
    differences.push('partyType');
  }
  const { failed } = realNameStatus.byName;
  if (
    card.realNameStatus === failed &&
    carrier.realNameStatus === failed &&
    newest?.status === failed &&
    (carrier.refusalCode ?? null) !== (newest.refusalCode ?? null)
  ) {
    differences.push('refusal');
  }
  return differences;
}
