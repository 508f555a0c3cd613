import type { CardDetailRow, VehicleStateRow } from '@simdesk/contract';
import type { CardCarrier } from './card-carrier';

/**
 * The vehicle state of a card: the console's vehicle (VIN, status) with the carrier's view of the terminal the
 * card sits in. A separation is dated from when the network first saw the card in the other terminal.
 */
export async function vehicleStateOf(
  carrier: CardCarrier,
  card: Pick<CardDetailRow, 'vin' | 'vehicleStatus' | 'imei'>,
  now: Date,
): Promise<VehicleStateRow> {
  const terminal = await carrier.ask('sim-device-state');
  const separated = terminal.bindStatus === 'separated';
  return {
    vin: card.vin,
    vehicleStatus: card.vehicleStatus,
    online: terminal.online,
    rat: terminal.online ? terminal.rat : null,
    lastSeenAt: terminal.lastSeenAt,
    imei: {
      current: terminal.imei,
      currentSince: terminal.imeiSeenSince,
      bound: terminal.boundImei,
      boundSince: terminal.boundSince,
      recorded: card.imei,
    },
    binding: terminal.bindStatus,
    separatedSince: separated ? terminal.imeiSeenSince : null,
    askedAt: now.toISOString(),
  };
}
