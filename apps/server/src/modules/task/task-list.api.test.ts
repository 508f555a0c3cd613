import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScopeFilterOptions, TaskRow } from '@simdesk/contract';
import { organizations, rolePages } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { callerOf, useTaskTestApp } from './task-test-support';

const testApp = useTaskTestApp({ modules: [] });
const ids: Record<string, number> = {};

/** Finished tasks written straight to the table: listing needs no runs. */
async function insertTask(name: string, account: string, values: Partial<typeof tasks.$inferInsert> = {}) {
  const caller = await callerOf(testApp.database.db, account);
  const [row] = await testApp.database.db
    .insert(tasks)
    .values({ ...caller, kind: 'test-count', taskType: 1, taskStatus: 1, fileName: `${name}.csv`, ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  ids[name] = row.id;
}

beforeAll(async () => {
  await insertTask('carrier-export', 'admin');
  await insertTask('maker-import', 'demo.company', { taskType: 2, taskStatus: 3 });
  await insertTask('dealer-export', 'demo.dealer');
  await insertTask('switch-maker-report', 'demo.switch.maker', { taskType: 4, taskStatus: 2 });
});

async function listAs(account: string, obj: Record<string, unknown> = {}, pageSize = 50) {
  const { token } = await testApp.login(account);
  return testApp.call<TaskRow>('task/list', obj, { token, page: { pageIndex: 1, pageSize } });
}

const names = (rows: TaskRow[]) =>
  rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id)).sort();

describe('task list scoping', () => {
  it("shows a company admin their company's tasks, never another company's, newest first", async () => {
    const answer = await listAs('demo.company');
    expect(answer.status).toBe('0');
    expect(names(answer.rows)).toEqual(['dealer-export', 'maker-import', 'switch-maker-report']);
    const order = answer.rows.map((row) => row.id);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(answer.rows.find((row) => row.id === ids['maker-import'])).toMatchObject({
      taskType: 2,
      taskStatus: 3,
      account: 'demo.company',
      hasAttachment: false,
    });
  });

  it('limits the task centre right to the org subtree', async () => {
    // The dealer sits in Beijing, below the company root where the other maker tasks were started.
    expect(names((await listAs('demo.dealer')).rows)).toEqual(['dealer-export']);
  });

  it('shows only their own tasks to an operator without the task centre page', async () => {
    await testApp.database.db
      .delete(rolePages)
      .where(and(eq(rolePages.roleId, '2'), eq(rolePages.pageCode, 'sysManagement-mission')));
    expect(names((await listAs('demo.company')).rows)).toEqual(['maker-import']);
    expect(names((await listAs('demo.switch.maker')).rows)).toEqual(['switch-maker-report']);
    await testApp.database.db
      .insert(rolePages)
      .values({ roleId: '2', pageCode: 'sysManagement-mission', actions: ['query', 'get', 'export'] });
  });

  it('lets carrier staff with an all-net role see every company, and narrow to one', async () => {
    expect(names((await listAs('admin')).rows)).toEqual(Object.keys(ids).sort());
    const maker = await callerOf(testApp.database.db, 'demo.company');
    const narrowed = await listAs('admin', { companyId: maker.companyId });
    expect(names(narrowed.rows)).toEqual(['dealer-export', 'maker-import', 'switch-maker-report']);
  });

  it('filters by org subtree, type, status, file name and date, and pages with a total', async () => {
    const [north] = await testApp.database.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, 'North region'));
    expect(names((await listAs('demo.company', { orgIds: [north?.id] })).rows)).toEqual(['dealer-export']);
    expect(names((await listAs('demo.company', { taskType: 4 })).rows)).toEqual(['switch-maker-report']);
    expect(names((await listAs('demo.company', { taskStatus: 3 })).rows)).toEqual(['maker-import']);
    expect(names((await listAs('demo.company', { fileName: 'DEALER' })).rows)).toEqual(['dealer-export']);
    expect((await listAs('demo.company', { from: '2999-01-01 00:00:00' })).rows).toEqual([]);
    expect((await listAs('demo.company', { onlyMine: true })).rows).toHaveLength(1);
    const firstPage = await listAs('demo.company', {}, 2);
    expect(firstPage.rows).toHaveLength(2);
    expect(firstPage.total).toBe(3);
  });

  it('pages 1 by 10 when no page is sent', async () => {
    const { token } = await testApp.login('admin');
    const answer = await testApp.call<TaskRow>('task/list', {}, { token });
    expect(answer.total).toBe(4);
    expect(answer.rows).toHaveLength(4);
  });

  it('answers 404 for a task outside the caller’s scope, on get and on cancel', async () => {
    const { token } = await testApp.login('demo.company');
    const other = ids['carrier-export'];
    expect((await testApp.call('task/get', { taskId: other }, { token })).status).toBe('404');
    expect((await testApp.call('task/cancel', { taskId: other }, { token })).status).toBe('404');
    expect((await testApp.call('task/get', { taskId: ids['maker-import'] }, { token })).status).toBe('0');
  });

  it('refuses role 3212 and custom-platform operators everything in the task centre', async () => {
    for (const account of ['demo.restricted', 'demo.api']) {
      const { token } = await testApp.login(account);
      for (const [call, obj] of [
        ['task/list', {}],
        ['task/filter-options', {}],
        ['task/get', { taskId: ids['maker-import'] }],
        ['task/cancel', { taskId: ids['maker-import'] }],
      ] as const) {
        const answer = await testApp.call(call, obj, { token });
        expect(answer.status, `${account} ${call}`).toBe('403');
        expect(answer.rows).toEqual([]);
      }
    }
  });

  it('refuses companyId or orgIds outside the scope by answering nothing', async () => {
    const carrier = await callerOf(testApp.database.db, 'admin');
    expect((await listAs('demo.company', { companyId: carrier.companyId })).rows).toEqual([]);
    expect((await listAs('demo.company', { orgIds: [carrier.orgId] })).rows).toEqual([]);
    expect((await listAs('demo.company', { operatorId: 1 })).status).toBe('400');
  });
});

describe('task centre filter options', () => {
  async function optionsAs(account: string) {
    const { token } = await testApp.login(account);
    return (await testApp.call<ScopeFilterOptions>('task/filter-options', {}, { token })).rows[0];
  }

  it("offers the caller's own orgs, and the companies only to carrier staff", async () => {
    const maker = await callerOf(testApp.database.db, 'demo.company');
    const makerOptions = await optionsAs('demo.company');
    expect(makerOptions?.companies).toEqual([]);
    expect(makerOptions?.orgs.length).toBeGreaterThan(1);
    expect(new Set(makerOptions?.orgs.map((org) => org.companyId))).toEqual(new Set([maker.companyId]));
    const dealerOrgs = (await optionsAs('demo.dealer'))?.orgs.map((org) => org.name);
    expect(dealerOrgs).toEqual(['Beijing dealer']);
    const carrierOptions = await optionsAs('admin');
    expect(carrierOptions?.companies.map((company) => company.companyId)).toContain(maker.companyId);
  });
});
