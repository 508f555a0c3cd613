import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { organizations } from '../database/schema';
import { useTestApp } from '../../test/test-app';
import { loadOperatorContext, type OperatorContext } from './operator-context';
import { callerScope, isWithinScope } from './data-scope';

const testApp = useTestApp({ modules: [] });

async function contextOf(account: string): Promise<OperatorContext> {
  const login = await testApp.login(account);
  const context = await loadOperatorContext(testApp.database.db, login.operatorVo.operatorId, 0);
  if (!context) throw new Error(`no context for ${account}`);
  return context;
}

async function visibleOrgNames(account: string): Promise<string[]> {
  const caller = await contextOf(account);
  const rows = await testApp.database.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(callerScope(caller, { companyId: organizations.companyId, orgPath: organizations.path }))
    .orderBy(asc(organizations.id));
  return rows.map((row) => row.name);
}

describe('data scope', () => {
  it('limits a dealer to their org subtree', async () => {
    expect(await visibleOrgNames('demo.dealer')).toEqual(['Beijing dealer']);
  });

  it('gives a regional operator their region and its dealers, not the sibling region', async () => {
    const names = await visibleOrgNames('demo.restricted');
    expect(names).toEqual(['North region', 'Beijing dealer', 'Tianjin dealer']);
    expect(names).not.toContain('South region');
  });

  it('gives a company admin the whole company and nothing of another company', async () => {
    const names = await visibleOrgNames('demo.company');
    expect(names).toContain('Guangzhou dealer');
    expect(names).not.toContain('simdesk Mobile');
    expect(names).not.toContain('Fleetlink API');
  });

  it('lets carrier staff with the super role see across companies', async () => {
    const names = await visibleOrgNames('admin');
    expect(names).toEqual(expect.arrayContaining(['simdesk Mobile', 'Aurora Motors', 'Fleetlink API']));
  });

  it('answers the same for a single row as for the query', async () => {
    const dealer = await contextOf('demo.dealer');
    const orgs = await testApp.database.db.select().from(organizations);
    for (const org of orgs) {
      const expected = (await visibleOrgNames('demo.dealer')).includes(org.name);
      expect(isWithinScope(dealer, { companyId: org.companyId, orgPath: org.path }), org.name).toBe(expected);
    }
  });
});
