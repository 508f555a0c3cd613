import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultLifecycleGroups,
  lifecyclePageConfigUrl,
  lifecycleShortcutsVersion,
  withSelectedShortcuts,
  type LifecycleGroup,
  type PageConfigRow,
} from '@simdesk/contract';
import { pageConfigs } from './home-schema';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import { pageConfigLimitPerOperator } from './page-config-routes';
import { homeModule } from '.';

const testApp = useTestApp({ modules: [homeModule] });
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const account of ['demo.company', 'demo.dealer', 'demo.restricted']) {
    tokens[account] = (await testApp.login(account)).token;
  }
});

const lifecycle = { url: lifecyclePageConfigUrl };
const query = (account: string, obj: unknown = lifecycle) =>
  testApp.call<PageConfigRow>('page-config/query', obj, { token: tokens[account] });
const update = (account: string, obj: unknown) =>
  testApp.call<PageConfigRow>('page-config/update', obj, { token: tokens[account] });

function customised(): LifecycleGroup[] {
  const groups = structuredClone(defaultLifecycleGroups) as LifecycleGroup[];
  groups[4] = withSelectedShortcuts(groups[4] as LifecycleGroup, ['simCardList'], () => true);
  return groups;
}

async function storedFor(account: string, url = lifecyclePageConfigUrl) {
  const operator = await storedOperator(testApp, account);
  const [row] = await testApp.database.db
    .select()
    .from(pageConfigs)
    .where(and(eq(pageConfigs.operatorId, operator.id), eq(pageConfigs.url, url)));
  return row;
}

describe('page-config/query', () => {
  it('needs a session', async () => {
    const answer = await testApp.call('page-config/query', lifecycle);
    expect(answer.status).not.toBe('0');
    expect(answer.rows).toEqual([]);
  });

  it('stores and answers the default shortcuts when nothing is stored (version rule)', async () => {
    expect(await storedFor('demo.company')).toBeUndefined();
    const answer = await query('demo.company');
    expect(answer.status).toBe('0');
    const row = answer.rows[0];
    expect(JSON.parse(row?.simproperty ?? '')).toEqual(defaultLifecycleGroups);
    expect(row?.updateTime).not.toBeNull();
    expect((await storedFor('demo.company'))?.simproperty).toBe(row?.simproperty);
  });

  it('replaces settings of another version with the current defaults', async () => {
    const older = customised().map((group) => ({ ...group, version: '2020.1.0' }));
    await update('demo.dealer', { url: lifecyclePageConfigUrl, simproperty: JSON.stringify(customised()) });
    await testApp.database.db
      .update(pageConfigs)
      .set({ simproperty: JSON.stringify(older) })
      .where(eq(pageConfigs.id, (await storedFor('demo.dealer'))?.id ?? 0));
    const answer = await query('demo.dealer');
    const groups = JSON.parse(answer.rows[0]?.simproperty ?? '') as LifecycleGroup[];
    expect(groups.every((group) => group.version === lifecycleShortcutsVersion)).toBe(true);
    expect(groups).toEqual(defaultLifecycleGroups);
    expect((await storedFor('demo.dealer'))?.simproperty).toBe(answer.rows[0]?.simproperty);
  });

  it('answers an empty simproperty for another page with nothing stored, and stores nothing', async () => {
    const answer = await query('demo.company', { url: 'sim-card-list-columns' });
    expect(answer.rows).toEqual([{ url: 'sim-card-list-columns', simproperty: '', updateTime: null }]);
    expect(await storedFor('demo.company', 'sim-card-list-columns')).toBeUndefined();
  });
});

describe('page-config/update', () => {
  it("stores the caller's own choice, which their next read returns", async () => {
    const simproperty = JSON.stringify(customised());
    const saved = await update('demo.company', { url: lifecyclePageConfigUrl, simproperty });
    expect(saved.status).toBe('0');
    expect(saved.rows[0]?.simproperty).toBe(simproperty);
    const read = await query('demo.company');
    const groups = JSON.parse(read.rows[0]?.simproperty ?? '') as LifecycleGroup[];
    expect(groups[4]?.selectedList.map((entry) => entry.url)).toEqual(['simCardList']);
  });

  it("never touches another operator's settings", async () => {
    const before = await storedFor('demo.company');
    const restricted = await query('demo.restricted');
    expect(JSON.parse(restricted.rows[0]?.simproperty ?? '')).toEqual(defaultLifecycleGroups);
    // There is no operator id to pass: an attempt is refused as an unknown key.
    const attempt = await update('demo.restricted', {
      url: lifecyclePageConfigUrl,
      simproperty: JSON.stringify(defaultLifecycleGroups),
      operatorId: 2,
    });
    expect(attempt.status).toBe('400');
    expect(await storedFor('demo.company')).toEqual(before);
  });

  it('stores any JSON for other pages', async () => {
    const simproperty = JSON.stringify({ hiddenColumns: ['imsi'] });
    expect((await update('demo.company', { url: 'sim-card-list-columns', simproperty })).status).toBe('0');
    expect((await query('demo.company', { url: 'sim-card-list-columns' })).rows[0]?.simproperty).toBe(
      simproperty,
    );
  });

  const withGroup = (change: (group: Record<string, unknown>) => void) => {
    const groups = structuredClone(defaultLifecycleGroups) as unknown as Record<string, unknown>[];
    change(groups[1] as Record<string, unknown>);
    return JSON.stringify(groups);
  };
  const firstEntry = (group: Record<string, unknown>) =>
    (group.selectedList as Record<string, unknown>[])[0] ?? {};

  it.each([
    ['text that is not JSON', lifecyclePageConfigUrl, '{"groups": [', 'expected a JSON text'],
    ['four groups', lifecyclePageConfigUrl, JSON.stringify(defaultLifecycleGroups.slice(0, 4)), 'five'],
    [
      'a group without a selected shortcut',
      lifecyclePageConfigUrl,
      withGroup((group) => {
        group.selectedList = [];
      }),
      'At least one menu item is needed',
    ],
    [
      'a route that does not exist',
      lifecyclePageConfigUrl,
      withGroup((group) => {
        firstEntry(group).url = 'noSuchPage?x=1';
      }),
      'expected a route name',
    ],
    [
      'an outside address',
      lifecyclePageConfigUrl,
      withGroup((group) => {
        firstEntry(group).url = 'https://example.com/';
      }),
      'expected a route name',
    ],
    [
      'an unknown icon',
      lifecyclePageConfigUrl,
      withGroup((group) => {
        firstEntry(group).icon = 'rocket';
      }),
      'icon',
    ],
    [
      'another version',
      lifecyclePageConfigUrl,
      JSON.stringify(defaultLifecycleGroups.map((group) => ({ ...group, version: '1.0' }))),
      'expected version',
    ],
    ['an oversized text', 'sim-card-list-columns', JSON.stringify('x'.repeat(70_000)), 'at most'],
    ['a url with a path', '../other', '{}', 'page-config url'],
  ])('refuses %s and changes nothing', async (_case, url, simproperty, message) => {
    const before = await storedFor('demo.company', url);
    const answer = await update('demo.company', { url, simproperty });
    expect(answer.status).toBe('400');
    expect(answer.msg).toContain(message);
    expect(await storedFor('demo.company', url)).toEqual(before);
  });

  it('bounds how many pages one operator keeps settings for', async () => {
    const dealer = await storedOperator(testApp, 'demo.dealer');
    const held = await testApp.database.db.$count(pageConfigs, eq(pageConfigs.operatorId, dealer.id));
    await testApp.database.db.insert(pageConfigs).values(
      Array.from({ length: pageConfigLimitPerOperator - held }, (_unused, index) => ({
        operatorId: dealer.id,
        url: `filler-${index}`,
        simproperty: '{}',
      })),
    );
    const refused = await update('demo.dealer', { url: 'one-too-many', simproperty: '{}' });
    expect(refused.status).toBe('400');
    expect(refused.msg).toContain(`at most ${pageConfigLimitPerOperator}`);
    // Changing a page already stored is still allowed.
    expect((await update('demo.dealer', { url: 'filler-0', simproperty: '[]' })).status).toBe('0');
  });
});
