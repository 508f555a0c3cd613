import { sql } from 'drizzle-orm';
import { bindingStatus, type ChangeOrderRow } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { CarrierError } from '../../platform/carrier/carrier-error';
import type { CarrierService } from '../../platform/carrier/carrier-service';
import type { Database } from '../../platform/database/connect';
import { badRequest } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { findScopedCard, type CardChanges, type SettledChange } from '../sim-cards';
import { cardBindings } from './security-schema';

const { bound, unbound } = bindingStatus.byName;

/** The device the network sees the card in now and the one the carrier has it bound to. */
async function deviceAtCarrier(carrier: CarrierService, accountId: number, iccid: string) {
  try {
    const gateway = await carrier.gatewayFor(accountId);
    const [row] = await gateway.queryCards('sim-device-state', { by: 'iccid', numbers: [iccid] });
    if (!row || row.error) throw badRequest(`the carrier does not know card ${iccid}`);
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { imei: text(row.imei), boundImei: text(row.boundImei) };
  } catch (error) {
    if (error instanceof CarrierError) throw badRequest(`the carrier could not be asked: ${error.message}`);
    throw error;
  }
}

/**
 * Rebinds a card at the carrier to the device the network sees it in now, as a tracked change order; refused
 * before the carrier is asked to change anything when the card was never seen or is bound to that device already.
 */
export async function rebindAtCarrier(
  services: Pick<AppServices, 'db' | 'carrier'>,
  changes: CardChanges,
  caller: OperatorContext,
  cardId: number,
): Promise<ChangeOrderRow> {
  const card = await findScopedCard(services.db, caller, cardId);
  if (card.carrierAccountId === null) {
    throw badRequest(`card ${card.iccid} has no carrier account to change it through`);
  }
  const device = await deviceAtCarrier(services.carrier, card.carrierAccountId, card.iccid);
  if (device.imei === null) {
    throw badRequest(
      `the network has never seen card ${card.iccid} in a device: there is nothing to bind it to`,
    );
  }
  if (device.imei === device.boundImei) {
    throw badRequest(`card ${card.iccid} is bound to the device it is in (${device.imei}) already`);
  }
  return changes.changeOne(caller, {
    cardId,
    request: { kind: 'imeiBinding', action: 'rebind', imei: device.imei },
    reason: null,
  });
}

/**
 * Follows a binding order the carrier confirmed: a rebind binds the card here to the device it was rebound to
 * (the one the network sees it in, so the separation is over); an unbind clears the binding.
 */
export async function followBindingOrder(transaction: Database, change: SettledChange): Promise<void> {
  if (change.request.kind !== 'imeiBinding') return;
  const { id: cardId, ...placement } = change.card;
  const imei = change.request.action === 'rebind' ? change.request.imei : null;
  const boundAt = imei === null ? null : change.completedAt;
  const status = imei === null ? unbound : bound;
  const seen = imei === null ? {} : { lastSeenImei: imei, lastSeenAt: change.completedAt };
  await transaction
    .insert(cardBindings)
    .values({ cardId, ...placement, bindingStatus: status, boundImei: imei, boundAt, ...seen })
    .onConflictDoUpdate({
      target: cardBindings.cardId,
      set: { ...placement, bindingStatus: status, boundImei: imei, boundAt, ...seen, updatedAt: sql`now()` },
    });
}
