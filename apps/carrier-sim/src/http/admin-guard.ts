import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CarrierError, carrierErrorCodes } from './carrier-error';

const sameText = (left: string, right: string) => {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** /admin needs `X-Admin-Token: <CARRIER_SIM_ADMIN_TOKEN>`; without a configured token it is closed. */
export function installAdminGuard(app: FastifyInstance, adminToken: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/admin')) return;
    if (!adminToken) {
      throw new CarrierError(
        403,
        carrierErrorCodes.adminDisabled,
        'set CARRIER_SIM_ADMIN_TOKEN to use /admin',
      );
    }
    const given = request.headers['x-admin-token'];
    if (typeof given !== 'string' || !sameText(given, adminToken)) {
      throw new CarrierError(401, carrierErrorCodes.adminTokenInvalid, 'X-Admin-Token missing or wrong');
    }
  });
}
