// The gateway's real-name methods against the carrier simulator over HTTP: what the adapter sends is what the
// simulator accepts, and the order results and status come back as the gateway's types say.
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSeedProfile } from '../../../../carrier-sim/src/seed/card-seed-profile';
import { demoCardNumbers } from '../../../../carrier-sim/src/seed/demo-cards';
import {
  enterpriseRegistration,
  ownerRegistration,
  vinOf,
  vinWithWrongCheck,
} from '../../../../carrier-sim/src/test/real-name-fixtures';
import { createTestSim, type TestSim } from '../../../../carrier-sim/src/test/test-sim';
import type { CarrierCallRecord } from './carrier-call-log';
import { CarrierError } from './carrier-error';
import type { CarrierGateway, CarrierOrderResult } from './carrier-gateway';
import { createCarrierHttpClient } from './carrier-http-client';
import { defaultRetryPolicy } from './retry-policy';
import { createSimulatorGateway } from './simulator-adapter';
import { createTokenCache } from './token-cache';

const seeded = 60;
let sim: TestSim;
let gateway: CarrierGateway;
const calls: CarrierCallRecord[] = [];
const stock = Array.from({ length: seeded }, (_, index) => index)
  .filter((index) => cardSeedProfile(index).status === 7)
  .map((index) => demoCardNumbers(index).iccid);

beforeAll(async () => {
  sim = await createTestSim({ seedCards: seeded, config: { rateLimitPerSecond: 0 } });
  await sim.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = sim.app.server.address() as AddressInfo;
  const client = createCarrierHttpClient(
    {
      accountId: 1,
      baseUrl: `http://127.0.0.1:${port}`,
      appId: 'simdesk-demo',
      password: 'carrier-demo-pass',
    },
    {
      tokens: createTokenCache(() => Date.now()),
      record: async (call) => {
        calls.push(call);
      },
      rateLimit: { waitForTurn: async () => undefined },
      policy: defaultRetryPolicy,
      timeoutMs: 5_000,
      fetch,
      sleep: (milliseconds) => sleep(milliseconds).then(() => undefined),
      random: Math.random,
      now: () => Date.now(),
    },
  );
  gateway = createSimulatorGateway(1, client, 100);
});
afterAll(() => sim?.close());

async function settled(orderNumber: string): Promise<CarrierOrderResult> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const result = await gateway.orderResult(orderNumber);
    if (result.state !== 'pending') return result;
    await sleep(25);
  }
  throw new Error(`order ${orderNumber} still pending`);
}

describe('the real-name gateway against the simulator', () => {
  it('registers before sale, at sale, completes a VIN, and deregisters', async () => {
    const [first = '', second = ''] = stock;
    const { iccids: _cards, ...enterprise } = enterpriseRegistration([], 1);
    const [enterpriseOrder] = await gateway.registerEnterprise(
      { by: 'iccid', numbers: [first, second] },
      enterprise,
    );
    expect((await settled(enterpriseOrder?.orderNumber ?? '')).state).toBe('success');
    expect((await gateway.realNameStatus({ by: 'iccid', numbers: [first] }))[0]).toMatchObject({
      iccid: first,
      realNameStatus: 2,
      partyType: 'enterprise',
    });

    const registration = ownerRegistration({ iccid: first, serial: 1 });
    const vin = registration.vin;
    const refused = await gateway.registerOwner({ ...registration, vin: vinWithWrongCheck(vin) });
    expect((await settled(refused.orderNumber)).items[0]?.reasonCode).toBe('VIN_MISMATCH');
    const reupload = await gateway.reuploadVin({ iccid: first, vin });
    expect((await settled(reupload.orderNumber)).state).toBe('success');
    const [row] = await gateway.realNameStatus({ by: 'iccid', numbers: [first] });
    expect(row).toMatchObject({
      realNameStatus: 2,
      partyType: 'individual',
      vin,
      awaitingVinReupload: false,
    });

    const reuse = await gateway.reuseRealName({
      iccid: second,
      vin: vinOf(2),
      documentNumber: registration.owner.documentNumber,
    });
    expect((await settled(reuse.orderNumber)).state).toBe('success');

    const [deregistration] = await gateway.deregisterRealName(
      { by: 'iccid', numbers: [first, second] },
      'ownerChange',
    );
    expect((await settled(deregistration?.orderNumber ?? '')).state).toBe('success');
    expect((await gateway.realNameStatus({ by: 'iccid', numbers: [second] }))[0]?.realNameStatus).toBe(3);
    // The call log names endpoints and counts, never a request's content.
    expect(JSON.stringify(calls)).not.toContain(registration.owner.documentNumber);
  });

  it('reports the carrier’s refusal of bad input without retrying it', async () => {
    const registration = ownerRegistration({ iccid: stock[2] ?? '', serial: 3 });
    const error = await gateway
      .registerOwner({ ...registration, owner: { ...registration.owner, mobile: '12' } })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ code: 'INVALID_PARAMETER', httpStatus: 400, attempts: 1 });
  });
});
