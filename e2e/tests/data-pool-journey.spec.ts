import { expect, test } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import type { DataPoolMemberRow, DataPoolRow } from '@simdesk/contract/modules/data-pools';
import { CardStatePage } from '../pages/card-state-page';
import { DataPoolPages } from '../pages/data-pool-pages';
import { Shell } from '../pages/shell';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

test('a company administrator opens a pool, adds a card, sees the order complete and the card join', async ({
  page,
  request,
}) => {
  // Reading every pool's members to find an unpooled card, and a carrier order, take a while on a busy machine.
  test.setTimeout(180_000);
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  await api.call('data-pool/sync');
  const [ownPools] = await api.rowsOf<{ pools: DataPoolRow[] }>('data-pool/list', { pageSize: 100 });
  const pool = ownPools?.pools.find((candidate) => candidate.status === 2);
  if (!pool) throw new Error('the demo company has no valid pool');
  // A card of the pool's account that is in no pool yet: carrier staff see every pool's members.
  await api.signIn('admin');
  const [allPools] = await api.rowsOf<{ pools: DataPoolRow[] }>('data-pool/list', { pageSize: 100 });
  const pooled = new Set<string>();
  for (const each of allPools?.pools ?? []) {
    for (let cursor: number | null | undefined; cursor !== null;) {
      const [members] = await api.rowsOf<{ members: DataPoolMemberRow[]; nextCursor: number | null }>(
        'data-pool/members',
        { groupId: each.groupId, pageSize: 100, ...(cursor ? { cursor } : {}) },
      );
      for (const member of members?.members ?? []) pooled.add(member.iccid);
      cursor = members?.nextCursor ?? null;
    }
  }
  await api.signIn('demo.company');
  const [cards] = await api.rowsOf<SimCardPage>('simcard-list/list', { pageSize: 100, cardStatus: [2] });
  const card = cards?.cards.find((candidate) => !pooled.has(candidate.iccid));
  if (!card) throw new Error('every active demo card is pooled');

  await openSignedIn(page, 'demo.company');
  await new Shell(page).openFromMenu('Connectivity management', 'Data pools');
  const pools = new DataPoolPages(page);
  await pools.openPool(pool.name);
  await pools.addMembers([card.iccid]);

  const orders = new CardStatePage(page);
  await orders.goto();
  await orders.filterByIccid(card.iccid);
  await orders.expectNewestOrderState('Done');

  await pools.gotoPool(pool.groupId);
  await pools.syncNow();
  await pools.findMember(card.iccid);
  await expect(pools.memberRows().filter({ hasText: card.iccid })).toHaveCount(1);
  await expect(pools.memberRows().first()).toContainText('Active');
});
