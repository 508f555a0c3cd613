import { describe, expect, it } from 'vitest';
import type { DictionaryEntry, DictionaryListRow } from '@simdesk/contract';
import { useSignIn, useTestApp } from '../../test/test-app';
import { signInWithNewRole } from '../organization/testing';
import { systemModule } from '.';
import { organizationModule } from '../organization';

const testApp = useTestApp({ modules: [systemModule, organizationModule] });
const maker = useSignIn(testApp, 'demo.company');
const carrier = useSignIn(testApp, 'admin');

async function list(token: string, obj: object = {}) {
  const answer = await testApp.call<DictionaryListRow>('dictionary/list', obj, {
    token,
    page: { pageIndex: 1, pageSize: 100 },
  });
  expect(answer.status).toBe('0');
  return answer.rows;
}

/** The status a call answers: for the refusals, where nothing else is answered. */
async function statusOf(path: string, obj: object, token: string): Promise<string> {
  return (await testApp.call(path, obj, { token })).status;
}

async function entryId(token: string, dictLabel: string): Promise<number> {
  const found = (await list(token)).find((row) => row.dictLabel === dictLabel);
  if (!found) throw new Error(`no entry ${dictLabel}`);
  return found.dictDataId;
}

async function companyDictionary(token: string) {
  const answer = await testApp.call<Record<string, DictionaryEntry[]>>(
    'dictionary/company-dictionary',
    { companyId: maker.companyId },
    { token },
  );
  return answer.rows[0] ?? {};
}

describe('adding and editing entries', () => {
  it("adds an entry to the caller's company, placed after the type's last one", async () => {
    const added = await testApp.call<{ dictDataId: number }>(
      'dictionary/add',
      { dictType: 'vehicleBrand', dictLabel: 'Aurora Max', dictValue: 'aurora-max' },
      { token: maker.token },
    );
    expect(added.status).toBe('0');
    const row = (await list(maker.token, { dictType: 'vehicleBrand' })).find(
      (entry) => entry.dictLabel === 'Aurora Max',
    );
    expect(row).toMatchObject({ companyOwned: true, enabled: true, orderNum: 3 });
    expect((await list(carrier.token)).map((entry) => entry.dictLabel)).not.toContain('Aurora Max');
  });

  it('keeps platform-wide entries to carrier staff', async () => {
    const scopes = async (token: string) => (await testApp.call('dictionary/scopes', {}, { token })).rows[0];
    expect(await scopes(maker.token)).toEqual({ company: true, platformWide: false });
    expect(await scopes(carrier.token)).toEqual({ company: true, platformWide: true });
    const platformEntry = { dictType: 'apn', dictLabel: 'CMWAP', dictValue: 'cmwap', platformWide: true };
    expect(await statusOf('dictionary/add', platformEntry, maker.token)).toBe('403');
    expect(await statusOf('dictionary/add', platformEntry, carrier.token)).toBe('0');
    const seen = (await list(maker.token, { dictType: 'apn' })).find((entry) => entry.dictLabel === 'CMWAP');
    expect(seen?.companyOwned).toBe(false);

    const cmiot = await entryId(maker.token, 'CMIOT');
    expect(await statusOf('dictionary/edit', { dictDataId: cmiot, dictLabel: 'Mine' }, maker.token)).toBe(
      '403',
    );
    const disable = { dictDataId: cmiot, enabled: false };
    expect(await statusOf('dictionary/enable-or-disable', disable, maker.token)).toBe('403');
    expect(await statusOf('dictionary/edit', { dictDataId: cmiot, orderNum: 5 }, carrier.token)).toBe('0');
  });

  it("edits the company's own entry, refusing a value the type already has", async () => {
    const lite = await entryId(maker.token, 'Aurora Lite');
    const edited = await testApp.call(
      'dictionary/edit',
      { dictDataId: lite, dictLabel: 'Aurora Light' },
      { token: maker.token },
    );
    expect(edited.status).toBe('0');
    const taken = await testApp.call(
      'dictionary/edit',
      { dictDataId: lite, dictValue: 'aurora' },
      { token: maker.token },
    );
    expect(taken.status).toBe('409');
    const again = { dictType: 'apn', dictLabel: 'CMIOT again', dictValue: 'cmiot' };
    expect(await statusOf('dictionary/add', again, maker.token)).toBe('409');
  });

  it("hides another company's entry", async () => {
    const aurora = await entryId(maker.token, 'Aurora');
    expect(await statusOf('dictionary/edit', { dictDataId: aurora, dictLabel: 'x' }, carrier.token)).toBe(
      '404',
    );
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await list(maker.token);
    const aurora = await entryId(maker.token, 'Aurora');
    const attempts: [string, object][] = [
      ['dictionary/add', { dictType: 'has space', dictLabel: 'x', dictValue: 'x' }],
      ['dictionary/add', { dictType: 'customAddress', dictLabel: 'x', dictValue: 'x' }],
      ['dictionary/add', { dictType: 'apn', dictLabel: '', dictValue: 'x' }],
      ['dictionary/add', { dictType: 'apn', dictLabel: 'x', dictValue: 'x', companyId: 1 }],
      ['dictionary/edit', { dictDataId: aurora }],
      ['dictionary/edit', { dictDataId: aurora, dictType: 'apn' }],
      ['dictionary/enable-or-disable', { dictDataId: aurora }],
    ];
    for (const [path, obj] of attempts) {
      expect(await statusOf(path, obj, maker.token), `${path} ${JSON.stringify(obj)}`).toBe('400');
    }
    expect(await list(maker.token)).toEqual(before);
  });
});

describe('enabling and disabling', () => {
  it('disables an entry: the list shows it, the selects lose it', async () => {
    const aurora = await entryId(maker.token, 'Aurora');
    const answer = await testApp.call(
      'dictionary/enable-or-disable',
      { dictDataId: aurora, enabled: false },
      { token: maker.token },
    );
    expect(answer.status).toBe('0');
    expect((await list(maker.token, { enabled: false })).map((row) => row.dictLabel)).toEqual(['Aurora']);
    const labels = (await companyDictionary(maker.token)).vehicleBrand?.map((entry) => entry.dictLabel);
    expect(labels).not.toContain('Aurora');
  });

  it('needs the enable or the disable action, whichever is asked for', async () => {
    const { token } = (
      await signInWithNewRole(
        testApp,
        maker,
        { account: 'enabler', orgName: 'North region' },
        {
          name: 'Dictionary enabler',
          roleType: '60',
          pageGrants: [{ pageCode: 'sysManagement-dictionary', actions: ['query', 'enable'] }],
        },
      )
    ).login;
    const aurora = await entryId(maker.token, 'Aurora');
    expect(await statusOf('dictionary/enable-or-disable', { dictDataId: aurora, enabled: true }, token)).toBe(
      '0',
    );
    expect(
      await statusOf('dictionary/enable-or-disable', { dictDataId: aurora, enabled: false }, token),
    ).toBe('403');
    const add = { dictType: 'apn', dictLabel: 'x', dictValue: 'x' };
    expect(await statusOf('dictionary/add', add, token)).toBe('403');
  });
});

describe('custom addresses', () => {
  const addresses = [
    { dictLabel: 'Head office', dictValue: '1 Aurora Road, Beijing' },
    { dictLabel: 'North warehouse', dictValue: '88 Port Street, Tianjin' },
  ];

  it("replaces the company's addresses and reads them as a map", async () => {
    const saved = await testApp.call<DictionaryEntry>(
      'dictionary/custom/edit',
      { dictType: 'customAddress', entries: addresses },
      { token: maker.token },
    );
    expect(saved.status).toBe('0');
    expect(saved.rows.map((row) => row.dictLabel)).toEqual(['Head office', 'North warehouse']);
    const { token } = await testApp.login('demo.dealer');
    const map = await testApp.call<Record<string, DictionaryEntry[]>>('dictionary/custom/map', {}, { token });
    expect(map.rows[0]?.customAddress?.map((entry) => entry.dictValue)).toEqual(
      addresses.map((entry) => entry.dictValue),
    );
    const carrierMap = await testApp.call<Record<string, DictionaryEntry[]>>(
      'dictionary/custom/map',
      {},
      { token: carrier.token },
    );
    expect(carrierMap.rows[0]).toEqual({ customAddress: [] });

    const shorter = await testApp.call(
      'dictionary/custom/edit',
      { dictType: 'customAddress', entries: [addresses[1]] },
      { token: maker.token },
    );
    expect(shorter.status).toBe('0');
    const after = await testApp.call<Record<string, DictionaryEntry[]>>(
      'dictionary/custom/map',
      {},
      { token: maker.token },
    );
    expect(after.rows[0]?.customAddress?.map((entry) => entry.dictLabel)).toEqual(['North warehouse']);
  });

  it('keeps addresses out of the list and out of add and edit', async () => {
    expect((await list(maker.token)).some((row) => row.dictType === 'customAddress')).toBe(false);
    const map = await testApp.call<Record<string, DictionaryEntry[]>>(
      'dictionary/custom/map',
      {},
      { token: maker.token },
    );
    const address = map.rows[0]?.customAddress?.[0];
    const edit = { dictDataId: address?.dictDataId, dictLabel: 'Renamed' };
    expect(await statusOf('dictionary/edit', edit, maker.token)).toBe('400');
  });

  it('refuses other types, repeated names, and callers without the edit action', async () => {
    const bad: object[] = [
      { dictType: 'vehicleBrand', entries: [] },
      { dictType: 'customAddress', entries: [addresses[0], addresses[0]] },
      { dictType: 'customAddress', entries: [{ dictLabel: 'x', dictValue: '' }] },
    ];
    for (const obj of bad) {
      expect(await statusOf('dictionary/custom/edit', obj, maker.token)).toBe('400');
    }
    const { token } = await testApp.login('demo.dealer');
    expect(await statusOf('dictionary/custom/edit', { dictType: 'customAddress', entries: [] }, token)).toBe(
      '403',
    );
  });
});
