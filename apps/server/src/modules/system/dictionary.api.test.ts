import { describe, expect, it } from 'vitest';
import type { DictionaryListRow } from '@simdesk/contract';
import { useTestApp } from '../../test/test-app';
import { systemModule } from '.';

const testApp = useTestApp({ modules: [systemModule] });

describe('dictionary list', () => {
  it("lists the platform's entries and the caller company's own", async () => {
    const { token } = await testApp.login('demo.company');
    const answer = await testApp.call<DictionaryListRow>('dictionary/list', {}, { token });
    expect(answer.rows.map((row) => row.dictLabel)).toEqual(['CMIOT', 'CMNET', 'Aurora', 'Aurora Lite']);
    expect(answer.total).toBe(4);
  });

  it("does not show another company's entries", async () => {
    const { token } = await testApp.login('admin');
    const answer = await testApp.call<DictionaryListRow>('dictionary/list', {}, { token });
    expect(answer.rows.map((row) => row.dictLabel)).toEqual(['CMIOT', 'CMNET']);
  });

  it('filters by type and label, taking % literally', async () => {
    const { token } = await testApp.login('demo.company');
    const byType = await testApp.call<DictionaryListRow>('dictionary/list', { dictType: 'apn' }, { token });
    expect(byType.rows).toHaveLength(2);
    const byLabel = await testApp.call<DictionaryListRow>(
      'dictionary/list',
      { dictLabel: 'lite' },
      { token },
    );
    expect(byLabel.rows.map((row) => row.dictLabel)).toEqual(['Aurora Lite']);
    const wildcard = await testApp.call<DictionaryListRow>('dictionary/list', { dictLabel: '%' }, { token });
    expect(wildcard.rows).toEqual([]);
  });

  it('refuses an operator without the dictionary page', async () => {
    const { token } = await testApp.login('demo.dealer');
    expect((await testApp.call('dictionary/list', {}, { token })).status).toBe('403');
  });
});

describe('company dictionary', () => {
  it('groups the dictionary by type with platform-wide and company entries', async () => {
    const login = await testApp.login('demo.company');
    const answer = await testApp.call<Record<string, { dictLabel: string }[]>>(
      'dictionary/company-dictionary',
      { companyId: login.operatorVo.companyId },
      { token: login.token },
    );
    expect(answer.rows[0]?.apn?.map((entry) => entry.dictLabel)).toEqual(['CMIOT', 'CMNET']);
    expect(answer.rows[0]?.vehicleBrand).toHaveLength(2);
  });
});
