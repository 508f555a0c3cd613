import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { realNameStatus } from '@simdesk/contract';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { parseWith } from '../http/card-selector';
import type { SimServices } from '../services';

const realNameStateRequest = z.strictObject({
  realNameStatus: realNameStatus.schema,
  /** The VIN the carrier holds for the card's registration (kept when absent). */
  vin: z.string().trim().min(1).max(17).nullable().optional(),
});

/**
 * Makes the carrier's real-name record of a card differ from the console's, as happens outside it (a card
 * deregistered by the carrier, a registration done at a business hall): the console's status sync finds it.
 */
export function registerRealNameAdminRoutes(app: FastifyInstance, services: SimServices): void {
  const { database } = services;
  app.put<{ Params: { iccid: string } }>('/admin/real-name/:iccid', async (request) => {
    const body = parseWith(realNameStateRequest, request.body);
    const { iccid } = request.params;
    const updated = await database.query(
      'UPDATE carrier_sim.cards SET real_name_status = $2 WHERE iccid = $1 RETURNING iccid',
      [iccid, body.realNameStatus],
    );
    if (updated.length === 0) throw new CarrierError(404, carrierErrorCodes.cardNotFound, `no card ${iccid}`);
    if (body.vin !== undefined) {
      await database.query('UPDATE carrier_sim.real_name_registrations SET vin = $2 WHERE iccid = $1', [
        iccid,
        body.vin,
      ]);
    }
    return { iccid, realNameStatus: body.realNameStatus };
  });
}
