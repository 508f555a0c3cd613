import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSim, type TestSim } from '../test/test-sim';
import { addWorkingTime } from '../whitelist/working-time';

// A Wednesday, 12:00 in Beijing.
let wallTime = Date.UTC(2026, 10, 18, 4, 0);
const hour = 3_600_000;
let sim: TestSim;
let token: string;

// Tokens live in simulated time: after two hours a gateway signs in again.
const pass = async (hours: number) => {
  wallTime += hours * hour;
  token = await sim.signIn();
};
const submit = (body: unknown) => sim.post('/v1/pcc-whitelist/work-orders', token, body);
const workOrder = async (id: string) => (await sim.get(`/v1/pcc-whitelist/work-orders/${id}`, token)).json();
const inForce = async () =>
  (await sim.get('/v1/pcc-whitelist', token))
    .json()
    .destinations.map((entry: { value: string }) => entry.value);

beforeAll(async () => {
  sim = await createTestSim({
    wallClock: () => wallTime,
    config: { rateLimitPerSecond: 0, workOrderReviewSeconds: 2 * 3600 },
  });
  token = await sim.signIn();
});
afterAll(() => sim.close());

describe('PCC white list work orders', () => {
  it('reviews a list after the SLA, then applies it', async () => {
    const response = await submit({
      operation: 'add',
      destinations: [
        { type: 'ip', value: '203.0.113.0/24' },
        { type: 'domain', value: 'TSP.Example.com' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { workOrderId, expectedReviewAt } = response.json();
    expect(Date.parse(expectedReviewAt)).toBe(wallTime + 2 * hour);
    expect(await workOrder(workOrderId)).toMatchObject({ state: 'pending', reviewedAt: null });
    await pass(2);
    expect(await workOrder(workOrderId)).toMatchObject({ state: 'approved', rejectionReason: null });
    expect(await inForce()).toEqual([]);
    await pass(1);
    expect((await workOrder(workOrderId)).state).toBe('applied');
    expect(await inForce()).toEqual(['203.0.113.0/24', 'tsp.example.com']);
  });

  it('rejects private ranges, very wide ranges and wildcards over a whole domain, with the reason', async () => {
    const rejected = await submit({
      operation: 'add',
      destinations: [
        { type: 'ip', value: '10.1.0.0/16' },
        { type: 'ip', value: '8.0.0.0/8' },
        { type: 'domain', value: '*.com.cn' },
      ],
    });
    const { workOrderId } = rejected.json();
    await pass(3);
    const answer = await workOrder(workOrderId);
    expect(answer.state).toBe('rejected');
    expect(answer.rejectionReason).toMatch(/10\.1\.0\.0\/16.*8\.0\.0\.0\/8.*\*\.com\.cn/);
    expect(await inForce()).toEqual(['203.0.113.0/24', 'tsp.example.com']);
  });

  it('removes destinations through a work order too, and lists work orders with a cursor', async () => {
    const removal = await submit({
      operation: 'remove',
      destinations: [{ type: 'ip', value: '203.0.113.0/24' }],
    });
    await pass(3);
    expect((await workOrder(removal.json().workOrderId)).state).toBe('applied');
    expect(await inForce()).toEqual(['tsp.example.com']);
    const first = (await sim.get('/v1/pcc-whitelist/work-orders?pageSize=2', token)).json();
    expect(first.workOrders).toHaveLength(2);
    const second = (
      await sim.get(`/v1/pcc-whitelist/work-orders?pageSize=2&cursor=${first.nextCursor}`, token)
    ).json();
    expect(second).toMatchObject({ nextCursor: null, workOrders: [{ operation: 'remove' }] });
  });

  it('refuses malformed destinations and unknown work orders', async () => {
    const bad = [
      { operation: 'add', destinations: [{ type: 'ip', value: '300.1.1.1' }] },
      { operation: 'add', destinations: [{ type: 'ip', value: '1.2.3.4/33' }] },
      { operation: 'add', destinations: [{ type: 'domain', value: 'not a domain' }] },
      { operation: 'add', destinations: [] },
      { operation: 'replace', destinations: [{ type: 'ip', value: '1.2.3.4' }] },
      {
        operation: 'add',
        destinations: Array.from({ length: 51 }, (_, index) => ({ type: 'ip', value: `1.2.3.${index}` })),
      },
    ];
    for (const body of bad) expect((await submit(body)).json().code).toBe('INVALID_PARAMETER');
    expect((await sim.get('/v1/pcc-whitelist/work-orders/WO1', token)).json().code).toBe(
      'WORK_ORDER_NOT_FOUND',
    );
  });

  it('counts review time in working days: a weekend does not count', () => {
    const fridayEvening = Date.UTC(2026, 10, 20, 14, 0); // Friday 22:00 in Beijing
    expect(addWorkingTime(fridayEvening, 4 * 3600)).toBe(Date.UTC(2026, 10, 22, 18, 0)); // Monday 02:00
    expect(addWorkingTime(fridayEvening, 3600)).toBe(fridayEvening + hour);
  });
});
