// @module-tag pglite (the main flow of the organization module: the org tree and its paths)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrganizationOperatorRow, OrganizationTreeRow } from '@simdesk/contract';
import { operators, organizations } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';
import { simCards } from '../sim-cards/testing';
import { tasks } from '../../platform/database/schema-tasks';
import { useSignIn, useTestApp } from '../../test/test-app';
import { insertOperator, orgIdByName } from './organization-test-support';
import { organizationModule } from '.';
import { simCardsModule } from '../sim-cards';

const testApp = useTestApp({ modules: [organizationModule, simCardsModule] });
const maker = useSignIn(testApp, 'demo.company');

interface Shape {
  name: string;
  children: Shape[];
}
const shape = (rows: readonly OrganizationTreeRow[]): Shape[] =>
  rows.map((row) => ({ name: row.name, children: shape(row.childList) }));
const leaf = (name: string): Shape => ({ name, children: [] });

async function tree(token = maker.token) {
  const answer = await testApp.call<OrganizationTreeRow>('organization/tree', {}, { token });
  expect(answer.status).toBe('0');
  return answer.rows;
}

async function pathOf(id: number): Promise<string | undefined> {
  const [org] = await testApp.database.db.select().from(organizations).where(eq(organizations.id, id));
  return org?.path;
}

async function add(parentId: number, name: string, token = maker.token) {
  const answer = await testApp.call<{ id: number }>('organization/add', { parentId, name }, { token });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.id ?? 0;
}

describe('organization tree', () => {
  it("shows the caller company's tree with operator counts", async () => {
    const rows = await tree();
    expect(shape(rows)).toEqual([
      {
        name: 'Aurora Motors',
        children: [
          { name: 'North region', children: [leaf('Beijing dealer'), leaf('Tianjin dealer')] },
          { name: 'South region', children: [leaf('Guangzhou dealer')] },
        ],
      },
    ]);
    expect(rows[0]).toMatchObject({ parentId: null, companyId: maker.companyId, operatorCount: 2 });
  });

  it('shows an operator below the top only their subtree, and refuses other companies', async () => {
    const north = await orgIdByName(testApp, 'North region');
    await insertOperator(testApp, {
      account: 'north.admin',
      companyId: maker.companyId,
      orgId: north,
      roleId: '2',
    });
    const { token } = await testApp.login('north.admin');
    expect(shape(await tree(token)).map((node) => node.name)).toEqual(['North region']);
    const south = await orgIdByName(testApp, 'South region');
    expect((await testApp.call('organization/add', { parentId: south, name: 'X' }, { token })).status).toBe(
      '404',
    );
    const refused = await testApp.call(
      'organization/tree',
      { companyId: maker.companyId + 1 },
      { token: maker.token },
    );
    expect(refused.status).toBe('403');
    const carrierRoot = await orgIdByName(testApp, 'simdesk Mobile');
    const rename = { id: carrierRoot, name: 'Mine' };
    expect((await testApp.call('organization/edit', rename, { token: maker.token })).status).toBe('404');
  });

  it('refuses an operator without the org page', async () => {
    const { token } = await testApp.login('demo.dealer');
    expect((await testApp.call('organization/tree', {}, { token })).status).toBe('403');
  });
});

describe('changing the tree', () => {
  it('adds a child with its path, refusing a name its siblings have', async () => {
    const south = await orgIdByName(testApp, 'South region');
    const id = await add(south, 'Shenzhen dealer');
    expect(await pathOf(id)).toBe(`${await pathOf(south)}${id}/`);
    const twice = await testApp.call(
      'organization/add',
      { parentId: south, name: 'Shenzhen dealer' },
      { token: maker.token },
    );
    expect(twice.status).toBe('409');
  });

  it('renames and reorders, with bad input refused', async () => {
    const south = await orgIdByName(testApp, 'South region');
    const edited = await testApp.call(
      'organization/edit',
      { id: south, name: 'Southern region', orderNum: 0 },
      { token: maker.token },
    );
    expect(edited.status).toBe('0');
    expect(shape(await tree())[0]?.children.map((node) => node.name)).toEqual([
      'Southern region',
      'North region',
    ]);
    for (const bad of [
      { id: south },
      { id: south, name: '' },
      { id: -1, name: 'x' },
      { id: south, name: 'x', path: '/' },
    ]) {
      expect((await testApp.call('organization/edit', bad, { token: maker.token })).status).toBe('400');
    }
  });

  it('moves a whole subtree, its tasks and cards following, and refuses a cycle', async () => {
    const north = await orgIdByName(testApp, 'North region');
    const southern = await orgIdByName(testApp, 'Southern region');
    const tianjin = await orgIdByName(testApp, 'Tianjin dealer');
    const branch = await add(tianjin, 'Tianjin branch');
    await testApp.database.db.insert(tasks).values({
      companyId: maker.companyId,
      orgId: branch,
      orgPath: await pathOf(branch),
      operatorId: maker.operatorId,
      kind: 'test-count',
      taskType: 1,
    });
    const moved = await testApp.call(
      'organization/move',
      { id: tianjin, parentId: southern },
      { token: maker.token },
    );
    expect(moved.status, moved.msg).toBe('0');
    const southernPath = await pathOf(southern);
    expect(await pathOf(tianjin)).toBe(`${southernPath}${tianjin}/`);
    expect(await pathOf(branch)).toBe(`${southernPath}${tianjin}/${branch}/`);
    const [task] = await testApp.database.db.select().from(tasks).where(eq(tasks.orgId, branch));
    expect(task?.orgPath).toBe(`${southernPath}${tianjin}/${branch}/`);
    const tianjinCards = await testApp.database.db.select().from(simCards).where(eq(simCards.orgId, tianjin));
    expect(tianjinCards.length).toBeGreaterThan(0);
    for (const card of tianjinCards) expect(card.orgPath).toBe(`${southernPath}${tianjin}/`);

    const beijing = await orgIdByName(testApp, 'Beijing dealer');
    for (const [id, parentId] of [
      [north, beijing],
      [tianjin, branch],
      [tianjin, tianjin],
    ]) {
      const cycle = await testApp.call('organization/move', { id, parentId }, { token: maker.token });
      expect(cycle.status).toBe('400');
      expect(cycle.msg).toMatch(/below itself/);
    }
    const root = await orgIdByName(testApp, 'Aurora Motors');
    expect(
      (await testApp.call('organization/move', { id: root, parentId: north }, { token: maker.token })).status,
    ).toBe('400');
    expect(await pathOf(north)).toBe(`${await pathOf(root)}${north}/`);
  });

  it('refuses deleting an org that is not empty, then deletes an empty one', async () => {
    const root = await orgIdByName(testApp, 'Aurora Motors');
    const tianjin = await orgIdByName(testApp, 'Tianjin dealer');
    const branch = await orgIdByName(testApp, 'Tianjin branch');
    const beijing = await orgIdByName(testApp, 'Beijing dealer');
    const dealerCorner = await add(beijing, 'Dealer corner');
    await testApp.database.db.insert(dealers).values({
      companyId: maker.companyId,
      orgId: dealerCorner,
      name: 'Corner store',
      code: 'CORNER-1',
    });
    const refusals: [number, RegExp][] = [
      [tianjin, /child organization/],
      [branch, /task/],
      [dealerCorner, /dealer/],
      [beijing, /operator/],
    ];
    for (const [id, reason] of refusals) {
      const answer = await testApp.call('organization/delete', { id }, { token: maker.token });
      expect(answer.status).toBe('409');
      expect(answer.msg).toMatch(reason);
    }
    expect((await testApp.call('organization/delete', { id: root }, { token: maker.token })).status).toBe(
      '400',
    );
    const cardCorner = await add(beijing, 'Card corner');
    const [someCard] = await testApp.database.db.select().from(simCards).limit(1);
    await testApp.database.db
      .update(simCards)
      .set({ companyId: maker.companyId, orgId: cardCorner, orgPath: await pathOf(cardCorner) })
      .where(eq(simCards.id, someCard?.id ?? 0));
    const holdsCards = await testApp.call('organization/delete', { id: cardCorner }, { token: maker.token });
    expect(holdsCards.status).toBe('409');
    expect(holdsCards.msg).toMatch(/SIM card/);
    const empty = await add(await orgIdByName(testApp, 'Tianjin branch'), 'Empty corner');
    expect((await testApp.call('organization/delete', { id: empty }, { token: maker.token })).status).toBe(
      '0',
    );
    expect(await pathOf(empty)).toBeUndefined();
  });
});

describe('migrating operators', () => {
  it('moves chosen operators, then all the rest, between orgs of the subtree', async () => {
    const guangzhou = await orgIdByName(testApp, 'Guangzhou dealer');
    const shenzhen = await orgIdByName(testApp, 'Shenzhen dealer');
    const first = await insertOperator(testApp, {
      account: 'gz.one',
      companyId: maker.companyId,
      orgId: guangzhou,
      roleId: '3',
    });
    await insertOperator(testApp, {
      account: 'gz.two',
      companyId: maker.companyId,
      orgId: guangzhou,
      roleId: '3',
    });
    const listed = await testApp.call<OrganizationOperatorRow>(
      'organization/operator-list',
      { orgId: guangzhou },
      { token: maker.token },
    );
    expect(listed.rows.map((row) => row.account)).toEqual(['gz.one', 'gz.two']);
    const path = 'organization/migrate-operators-from-organizaiton';
    const some = await testApp.call<{ movedCount: number }>(
      path,
      { fromOrgId: guangzhou, toOrgId: shenzhen, operatorIds: [first] },
      { token: maker.token },
    );
    expect(some.rows[0]?.movedCount).toBe(1);
    const rest = await testApp.call<{ movedCount: number }>(
      path,
      { fromOrgId: guangzhou, toOrgId: shenzhen },
      { token: maker.token },
    );
    expect(rest.rows[0]?.movedCount).toBe(1);
    const inShenzhen = await testApp.database.db
      .select()
      .from(operators)
      .where(eq(operators.orgId, shenzhen));
    expect(inShenzhen.map((row) => row.account).sort()).toEqual(['gz.one', 'gz.two']);
  });

  it('refuses operators that are not in the source org, one org twice, and orgs out of scope', async () => {
    const path = 'organization/migrate-operators-from-organizaiton';
    const guangzhou = await orgIdByName(testApp, 'Guangzhou dealer');
    const shenzhen = await orgIdByName(testApp, 'Shenzhen dealer');
    const carrierRoot = await orgIdByName(testApp, 'simdesk Mobile');
    const stranger = await testApp.call(
      path,
      { fromOrgId: guangzhou, toOrgId: shenzhen, operatorIds: [maker.operatorId] },
      { token: maker.token },
    );
    expect(stranger.status).toBe('400');
    expect(
      (await testApp.call(path, { fromOrgId: shenzhen, toOrgId: shenzhen }, { token: maker.token })).status,
    ).toBe('400');
    expect(
      (await testApp.call(path, { fromOrgId: shenzhen, toOrgId: carrierRoot }, { token: maker.token }))
        .status,
    ).toBe('404');
    expect(
      (
        await testApp.call(
          path,
          { fromOrgId: shenzhen, toOrgId: guangzhou, operatorIds: [] },
          { token: maker.token },
        )
      ).status,
    ).toBe('400');
  });
});
