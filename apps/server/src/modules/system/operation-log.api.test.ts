// @module-tag pglite (the main flow of the system module)
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationLogRow } from '@simdesk/contract';
import { useTestApp } from '../../test/test-app';
import { personalDataIn } from '../../test/personal-data-scan';
import { systemModule } from '.';

const testApp = useTestApp({ modules: [systemModule] });
beforeAll(async () => {
  // Activity in two companies and two org branches.
  for (const account of ['admin', 'demo.company', 'demo.dealer', 'demo.restricted']) {
    const { token } = await testApp.login(account);
    await testApp.call('operator/agree-user-agreement', {}, { token });
  }
  await testApp.passwordLogin('demo.dealer', 'wrong-pass');
});

async function listAs(account: string, obj: Record<string, unknown> = {}, pageSize = 100) {
  const { token } = await testApp.login(account);
  return testApp.call<OperationLogRow>('operation-log/list', obj, {
    token,
    page: { pageIndex: 1, pageSize },
  });
}

describe('operation log', () => {
  it('shows a company admin the rows of their company only, newest first', async () => {
    const answer = await listAs('demo.company');
    expect(answer.status).toBe('0');
    const accounts = new Set(answer.rows.map((row) => row.account));
    expect(accounts).toContain('demo.dealer');
    expect(accounts).not.toContain('admin');
    const ids = answer.rows.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("records a sign-in as the operator's own row, and a failed one under the account tried", async () => {
    const ownCompany = await listAs('demo.company', { call: 'password-login', account: 'demo.dealer' });
    const signIns = ownCompany.rows.filter((row) => row.call === 'operator/password-login');
    expect(signIns.some((row) => row.status === '0')).toBe(true);
    // A failure names no company until someone signs in: only carrier staff read it.
    expect(signIns.some((row) => row.status === '10031')).toBe(false);
    const carrier = await listAs('admin', {
      call: 'password-login',
      account: 'demo.dealer',
      outcome: 'failure',
    });
    expect(carrier.rows.some((row) => row.status === '10031')).toBe(true);
  });

  it('filters by account, call and outcome, and pages with a total', async () => {
    const agreements = await listAs('demo.company', { call: 'agree-user', account: 'demo.dealer' });
    expect(agreements.rows.length).toBeGreaterThan(0);
    expect(agreements.rows.every((row) => row.account === 'demo.dealer' && row.call.includes('agree'))).toBe(
      true,
    );
    const successes = await listAs('demo.company', { outcome: 'success' });
    expect(successes.rows.every((row) => row.status === '0')).toBe(true);
    const firstPage = await listAs('demo.company', {}, 2);
    expect(firstPage.rows).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThan(2);
  });

  it('never holds a password or a full mobile in the detail', async () => {
    const answer = await listAs('admin', { call: 'password-login' });
    const text = JSON.stringify(answer.rows);
    expect(text).not.toContain('wrong-pass');
    expect(personalDataIn(text)).toBeUndefined();
  });

  it('lets carrier staff read every company, and refuses an operator without the page', async () => {
    const all = await listAs('admin');
    expect(new Set(all.rows.map((row) => row.companyId)).size).toBeGreaterThan(1);
    const dealer = await listAs('demo.dealer');
    expect(dealer.status).toBe('403');
    expect(dealer.rows).toEqual([]);
  });

  it('refuses a date that is not a date', async () => {
    const answer = await listAs('demo.company', { from: 'yesterday' });
    expect(answer.status).toBe('400');
  });
});
