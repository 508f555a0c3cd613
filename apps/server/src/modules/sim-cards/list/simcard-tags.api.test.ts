import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import type { SimCardRow } from '@simdesk/contract';
import { simCards } from '../schema/cards-schema';
import { useTestApp } from '../../../test/test-app';
import { countCardsInOrg, moveCardOrgPaths } from '../shared/card-org-paths';
import { cardTestClient } from './sim-card-test-support';
import { simCardsModule } from '..';

const testApp = useTestApp({ modules: [simCardsModule] });
let client: ReturnType<typeof cardTestClient>;
/** Maker cards 20–22 (no demo tags: 20, 22 … are not multiples of 7 or 11) and a carrier card. */
let mine: SimCardRow[];
let carrierCard: SimCardRow;

async function cardsByIndex(account: string, indexes: number[]) {
  const batchNumbers = indexes.map((index) => demoCardNumbers(index).iccid);
  return client.listAll(account, { batchNumbers });
}

async function tagsOf(ids: number[]) {
  const rows = await testApp.database.db
    .select({ id: simCards.id, tags: simCards.tags, remark: simCards.remark })
    .from(simCards)
    .where(inArray(simCards.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

beforeAll(async () => {
  client = cardTestClient(testApp);
  mine = await cardsByIndex('demo.company', [20, 23, 26]);
  const [other] = await cardsByIndex('admin', [350]);
  if (mine.length !== 3 || !other) throw new Error('demo cards missing');
  carrierCard = other;
});

const ids = () => mine.map((card) => card.id);

describe('simcard-list/set-custom-tag and get-custom-tag', () => {
  it('adds, removes and replaces tags on many cards at once', async () => {
    const add = await client.call('demo.company', 'simcard-list/set-custom-tag', {
      cardIds: ids(),
      tags: ['night-shift', 'fleet'],
      mode: 'add',
    });
    expect(add).toMatchObject({ status: '0', rows: [{ updated: 3 }] });
    const again = await client.call('demo.company', 'simcard-list/set-custom-tag', {
      cardIds: ids(),
      tags: ['night-shift'],
      mode: 'add',
    });
    expect(again.status).toBe('0');
    for (const card of (await tagsOf(ids())).values()) expect(card.tags).toEqual(['night-shift', 'fleet']);

    await client.call('demo.company', 'simcard-list/set-custom-tag', {
      cardIds: ids(),
      tags: ['fleet'],
      mode: 'remove',
    });
    for (const card of (await tagsOf(ids())).values()) expect(card.tags).toEqual(['night-shift']);

    await client.call('demo.company', 'simcard-list/set-custom-tag', {
      cardIds: [ids()[0]],
      tags: [],
      mode: 'replace',
    });
    expect((await tagsOf(ids())).get(ids()[0] ?? 0)?.tags).toEqual([]);
  });

  it('answers the tags in use within the scope, most used first, or those of given cards', async () => {
    const all = await client.call<{ tag: string; count: number }>(
      'demo.company',
      'simcard-list/get-custom-tag',
      {},
    );
    expect(all.status).toBe('0');
    expect(all.rows.map((row) => row.tag)).toEqual(expect.arrayContaining(['fleet', 'pilot', 'night-shift']));
    const counts = all.rows.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const ofTwo = await client.call('demo.company', 'simcard-list/get-custom-tag', {
      cardIds: ids().slice(1),
    });
    expect(ofTwo.rows).toEqual([{ tag: 'night-shift', count: 2 }]);
    // The dealer's Beijing subtree holds none of these cards.
    const dealer = await client.call<{ tag: string }>('demo.dealer', 'simcard-list/get-custom-tag', {});
    expect(dealer.rows.map((row) => row.tag)).not.toContain('night-shift');
  });

  it('changes nothing when one card is outside the scope', async () => {
    const before = await tagsOf([...ids(), carrierCard.id]);
    const answer = await client.call('demo.company', 'simcard-list/set-custom-tag', {
      cardIds: [...ids(), carrierCard.id],
      tags: ['stolen'],
      mode: 'add',
    });
    expect(answer.status).toBe('404');
    expect(await tagsOf([...ids(), carrierCard.id])).toEqual(before);
  });

  it('refuses operators without the edit right', async () => {
    const change = { cardIds: ids(), tags: ['x'], mode: 'add' };
    expect((await client.call('demo.restricted', 'simcard-list/set-custom-tag', change)).status).toBe('403');
    expect((await client.call('demo.dealer', 'simcard-list/set-custom-tag', change)).status).toBe('403');
    expect((await client.call('demo.api', 'simcard-list/get-custom-tag', {})).status).toBe('403');
  });

  it.each([
    ['a tag with a comma', { cardIds: [1], tags: ['a,b'], mode: 'add' }],
    ['an empty tag', { cardIds: [1], tags: ['  '], mode: 'add' }],
    ['no cards', { cardIds: [], tags: ['a'], mode: 'add' }],
    [
      'more than 1,000 cards',
      { cardIds: Array.from({ length: 1001 }, (_, i) => i + 1), tags: ['a'], mode: 'add' },
    ],
    ['an unknown mode', { cardIds: [1], tags: ['a'], mode: 'merge' }],
  ])('refuses %s', async (_case, obj) => {
    const answer = await client.call('demo.company', 'simcard-list/set-custom-tag', obj);
    expect(answer.status).toBe('400');
  });
});

describe('simcard/remark', () => {
  it('sets and clears a remark', async () => {
    const [card] = mine;
    const set = await client.call('demo.company', 'simcard/remark', {
      cardId: card?.id,
      remark: ' spare unit ',
    });
    expect(set).toMatchObject({ status: '0', rows: [{ id: card?.id, remark: 'spare unit' }] });
    await client.call('demo.company', 'simcard/remark', { cardId: card?.id, remark: '' });
    expect((await tagsOf([card?.id ?? 0])).get(card?.id ?? 0)?.remark).toBeNull();
  });

  it("refuses another company's card, a missing right and a remark too long", async () => {
    const other = await client.call('demo.company', 'simcard/remark', {
      cardId: carrierCard.id,
      remark: 'x',
    });
    expect(other.status).toBe('404');
    expect((await tagsOf([carrierCard.id])).get(carrierCard.id)?.remark).toBeNull();
    const cardId = mine[0]?.id;
    expect((await client.call('demo.restricted', 'simcard/remark', { cardId, remark: 'x' })).status).toBe(
      '403',
    );
    const long = await client.call('demo.company', 'simcard/remark', { cardId, remark: 'x'.repeat(201) });
    expect(long.status).toBe('400');
  });
});

describe('card org paths', () => {
  it('follow a moved org subtree and count the cards an org holds', async () => {
    const db = testApp.database.db;
    const [card] = mine;
    const [before] = await db
      .select()
      .from(simCards)
      .where(eq(simCards.id, card?.id ?? 0));
    const oldPath = before?.orgPath ?? '';
    expect(await countCardsInOrg(db, before?.orgId ?? 0)).toBeGreaterThan(0);
    await moveCardOrgPaths(db, before?.companyId ?? 0, oldPath, '/moved/');
    const [after] = await db
      .select()
      .from(simCards)
      .where(eq(simCards.id, card?.id ?? 0));
    expect(after?.orgPath).toBe('/moved/');
    await moveCardOrgPaths(db, before?.companyId ?? 0, '/moved/', oldPath);
  });
});
