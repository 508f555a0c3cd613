import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationListStatus, whitelistWorkOrderState, type ButtonAction } from '@simdesk/contract';
import { ipCertificationPageCode, type DestinationListRow } from '@simdesk/contract/modules/enhanced-network';
import { addOperatorWithGrants } from '../../company/testing';
import { startCardChangeWorld, type CardChangeWorld } from '../../sim-cards/testing';
import { enhancedNetworkModule } from '..';
import type { destinationWorkOrders } from '../testing';
import { destinationLists } from '../testing';

let world: CardChangeWorld;
beforeAll(async () => {
  world = await startCardChangeWorld({ alsoModules: [enhancedNetworkModule] });
  const actions: ButtonAction[] = ['query', 'get', 'add', 'edit', 'delete'];
  await addOperatorWithGrants(world.testApp.database.db, {
    account: 'ip.submitter',
    companyId: world.makerId,
    roleType: '03',
    grants: [{ pageCode: ipCertificationPageCode, actions }],
  });
});
afterAll(async () => {
  await world?.close();
});

const call = <Row>(account: string, path: string, obj: unknown) =>
  world.client.call<Row>(account, `ip-certification/${path}`, obj);

async function rowCount(table: typeof destinationLists | typeof destinationWorkOrders) {
  const [row] = await world.testApp.database.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

async function submit(account: string, name: string, destinations: { type: string; value: string }[]) {
  const answer = await call<{ id: number }>(account, 'add', { name, destinations });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.id ?? 0;
}

async function listOf(account: string, listId: number) {
  const answer = await call<{ lists: DestinationListRow[] }>(account, 'list', { pageSize: 100 });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.lists.find((list) => list.id === listId);
}

const telematics = [
  { type: 'ip', value: '47.100.0.0/16' },
  { type: 'domain', value: 'telematics.aurora-motors.cn' },
];

describe('destination lists', () => {
  it('refuses malformed and repeated destinations as envelope errors, storing nothing', async () => {
    const before = await rowCount(destinationLists);
    const malformed = [
      [{ type: 'ip', value: '300.1.2.3' }],
      [{ type: 'ip', value: '47.100.1.0/16' }],
      [{ type: 'domain', value: 'no_underscores.example.com' }],
      [{ type: 'domain', value: 'localhost' }],
      [...telematics, telematics[0]],
      [],
    ];
    for (const destinations of malformed) {
      const answer = await call('ip.submitter', 'add', { name: 'Bad', destinations });
      expect(answer.status, JSON.stringify(destinations)).not.toBe('0');
    }
    expect(await rowCount(destinationLists)).toBe(before);
  });

  it('keeps review to those with the review action, and to pending lists', async () => {
    const listId = await submit('ip.submitter', 'Map tiles', [
      { type: 'domain', value: '*.tiles.example.com' },
    ]);
    const refused = await call('ip.submitter', 'review', { listId, decision: 'approve' });
    expect(refused.status).toBe('403');
    const noReason = await call('demo.company', 'review', { listId, decision: 'reject' });
    expect(noReason.status).not.toBe('0');
    const rejected = await call('demo.company', 'review', {
      listId,
      decision: 'reject',
      reason: 'Wildcards need a contract annex',
    });
    expect(rejected.status, rejected.msg).toBe('0');
    const again = await call('demo.company', 'review', { listId, decision: 'approve' });
    expect(again.status).toBe('400');
    const list = await listOf('ip.submitter', listId);
    expect(list).toMatchObject({
      status: destinationListStatus.byName.rejected,
      rejectionReason: 'Wildcards need a contract annex',
      reviewedBy: 'Li Wei',
      workOrders: [],
    });
    const resubmitted = await call('ip.submitter', 'edit', {
      listId,
      name: 'Map tiles',
      destinations: [{ type: 'domain', value: 'tiles.example.com' }],
    });
    expect(resubmitted.status, resubmitted.msg).toBe('0');
    expect((await listOf('ip.submitter', listId))?.status).toBe(destinationListStatus.byName.pending);
  });

  it('applies an approved list through the carrier white-list work order, with its state as of when asked', async () => {
    const listId = await submit('ip.submitter', 'Telematics', telematics);
    const approved = await call('demo.company', 'review', { listId, decision: 'approve' });
    expect(approved.status, approved.msg).toBe('0');
    const submitted = await listOf('ip.submitter', listId);
    expect(submitted?.status).toBe(destinationListStatus.byName.approved);
    expect(submitted?.workOrders).toHaveLength(1);
    expect(submitted?.workOrders[0]).toMatchObject({ state: whitelistWorkOrderState.byName.submitted });
    expect(submitted?.workOrders[0]?.workOrderId).toBeTruthy();
    const edit = await call('ip.submitter', 'edit', { listId, name: 'Telematics', destinations: telematics });
    expect(edit.status).toBe('400');
    const removal = await call('ip.submitter', 'delete', { listId });
    expect(removal.status).toBe('400');
    await world.carrierSim.admin('POST', '/admin/advance', { hours: 24 * 7 });
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const applied = await listOf('ip.submitter', listId);
    expect(applied?.workOrders[0]).toMatchObject({ state: whitelistWorkOrderState.byName.applied });
    expect(applied?.workOrders[0]?.appliedAt).not.toBeNull();
    expect(Date.parse(applied?.workOrders[0]?.checkedAt ?? '')).toBeGreaterThan(
      Date.parse(submitted?.workOrders[0]?.checkedAt ?? ''),
    );
  }, 30_000);

  it("keeps a company's lists from other companies' operators", async () => {
    const listId = await submit('ip.submitter', 'Private', [{ type: 'ip', value: '8.8.8.8' }]);
    const foreign = await world.client.call('demo.api', 'ip-certification/delete', { listId });
    expect(foreign.status).not.toBe('0');
    const before = await rowCount(destinationLists);
    const removed = await call('ip.submitter', 'delete', { listId });
    expect(removed.status, removed.msg).toBe('0');
    expect(await rowCount(destinationLists)).toBe(before - 1);
  });
});
