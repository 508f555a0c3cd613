import { describe, expect, it } from 'vitest';
import type { CarrierHttpClient, CarrierRequest } from './carrier-http-client';
import type { EnterpriseRealNameRegistration, OwnerRealNameRegistration } from './carrier-real-name';
import { createSimulatorGateway } from './simulator-adapter';

/** A gateway over a client that records each request and answers an order (or status rows). */
function recordingGateway() {
  const requests: CarrierRequest[] = [];
  const client: CarrierHttpClient = {
    async send(request) {
      requests.push(request);
      if (request.method === 'GET') {
        const iccids = String(request.query?.iccids ?? '').split(',');
        return { cards: iccids.map((iccid) => ({ iccid, realNameStatus: 2, partyType: 'enterprise' })) };
      }
      return { orderNumber: `order-${requests.length}`, state: 'pending', cardCount: request.cardCount };
    },
    signInAfresh: async () => ({ expiresIn: 7200 }),
  };
  return { gateway: createSimulatorGateway(1, client, 100), requests };
}

const iccids = (count: number) => Array.from({ length: count }, (_, index) => `898604240000000${index}`);

const enterprise: EnterpriseRealNameRegistration = {
  company: { name: 'Test Motors', certificateType: 'S', certificateNumber: '91440300708461136T' },
  responsiblePerson: {
    name: 'Li',
    documentType: 'A',
    documentNumber: '11010519491231002X',
    mobile: '13900000001',
  },
};

const owner: OwnerRealNameRegistration = {
  iccid: '89860424000000000009',
  vin: 'LAUMCA00000000019',
  owner: { name: 'Wang', documentType: 'A', documentNumber: '11010519491231002X', mobile: '13900000002' },
  imageDigests: { documentFront: 'a'.repeat(64), documentBack: 'b'.repeat(64), livePhoto: 'c'.repeat(64) },
  faceCheck: { score: 91, livenessPassed: true },
  supplementaryRegistrationType: 1,
};

describe('the real-name methods of the simulator adapter', () => {
  it('registers an enterprise’s cards in carrier-sized batches, as changes', async () => {
    const { gateway, requests } = recordingGateway();
    const orders = await gateway.registerEnterprise({ by: 'iccid', numbers: iccids(150) }, enterprise);
    expect(orders.map((order) => order.cardCount)).toEqual([100, 50]);
    expect(requests.map((request) => [request.endpoint, request.cardCount, request.isChange])).toEqual([
      ['/v1/real-name/enterprise-registration', 100, true],
      ['/v1/real-name/enterprise-registration', 50, true],
    ]);
    expect(requests[1]?.body).toEqual({ iccids: iccids(150).slice(100), ...enterprise });
  });

  it('sends one card’s registration, reuse and VIN re-upload as one order each', async () => {
    const { gateway, requests } = recordingGateway();
    const order = await gateway.registerOwner(owner);
    expect(order.orderNumber).toBe('order-1');
    await gateway.reuseRealName({ iccid: owner.iccid, vin: owner.vin, documentNumber: '11010519491231002X' });
    await gateway.reuploadVin({ iccid: owner.iccid, vin: owner.vin });
    expect(requests.map((request) => [request.endpoint, request.cardCount, request.isChange])).toEqual([
      ['/v1/real-name/owner-registration', 1, true],
      ['/v1/real-name/reuse', 1, true],
      ['/v1/real-name/vin-reupload', 1, true],
    ]);
    expect(requests[0]?.body).toEqual(owner);
    expect(requests[2]?.body).toEqual({ iccid: owner.iccid, vin: owner.vin });
  });

  it('deregisters cards with their reason, and reads their status', async () => {
    const { gateway, requests } = recordingGateway();
    await gateway.deregisterRealName({ by: 'msisdn', numbers: ['1064800000001'] }, 'ownerChange');
    await gateway.deregisterRealName({ by: 'iccid', numbers: iccids(1) }, 'scrapping', 'written off');
    expect(requests.map((request) => request.body)).toEqual([
      { msisdns: ['1064800000001'], reason: 'ownerChange' },
      { iccids: iccids(1), reason: 'scrapping', note: 'written off' },
    ]);
    const rows = await gateway.realNameStatus({ by: 'iccid', numbers: iccids(2) });
    expect(rows.map((row) => [row.iccid, row.partyType])).toEqual(
      iccids(2).map((iccid) => [iccid, 'enterprise']),
    );
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      endpoint: '/v1/query/sim-real-name-status',
      query: { iccids: iccids(2).join(',') },
    });
  });
});
