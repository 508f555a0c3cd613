import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, operators, organizations } from '../../platform/database/schema';
import { messages } from '../../platform/database/schema-messages';
import { useTestApp } from '../../test/test-app';
import { messageModule } from '.';

const testApp = useTestApp({ modules: [messageModule] });
const companyIds: Record<string, number> = {};
const orgIds: Record<string, number> = {};

beforeAll(async () => {
  const db = testApp.database.db;
  for (const company of await db.select().from(companies)) companyIds[company.name] = company.id;
  for (const org of await db.select().from(organizations)) orgIds[org.name] = org.id;
});

/** Accounts that received a message with this content. */
async function recipientsOf(content: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ account: operators.account })
    .from(messages)
    .innerJoin(operators, eq(operators.id, messages.operatorId))
    .where(eq(messages.content, content));
  return rows.map((row) => row.account).sort();
}

const maker = () => companyIds['Aurora Motors'] ?? 0;

describe('publishing to operators', () => {
  it('fans out to every enabled operator of a company, one row each', async () => {
    const answer = await testApp.services.messages.publish({
      companyId: maker(),
      moduleType: 0,
      messageType: 0,
      content: 'fan-out: company',
    });
    const reached = await recipientsOf('fan-out: company');
    expect(reached).toEqual(['demo.company', 'demo.dealer', 'demo.restricted', 'demo.switch.maker']);
    expect(answer.recipientCount).toBe(reached.length);
  });

  it('reaches an org subtree only: the org and everything below it', async () => {
    await testApp.services.messages.publish({
      companyId: maker(),
      orgId: orgIds['North region'],
      moduleType: 1,
      messageType: 3,
      ruleName: 'north rule',
      content: 'fan-out: north',
    });
    // demo.restricted sits in North, demo.dealer in Beijing below it; the others at the company root.
    expect(await recipientsOf('fan-out: north')).toEqual(['demo.dealer', 'demo.restricted']);
  });

  it('reaches given operators only within the company, and skips disabled and deleted ones', async () => {
    const db = testApp.database.db;
    const chosen = await db
      .select({ id: operators.id, account: operators.account })
      .from(operators)
      .where(inArray(operators.account, ['demo.company', 'admin', 'demo.switch.maker', 'demo.dealer']));
    await db.update(operators).set({ enabled: false }).where(eq(operators.account, 'demo.switch.maker'));
    await db.update(operators).set({ deletedAt: new Date() }).where(eq(operators.account, 'demo.dealer'));
    const answer = await testApp.services.messages.publish({
      companyId: maker(),
      operatorIds: chosen.map((row) => row.id),
      moduleType: 2,
      messageType: 0,
      content: 'fan-out: chosen',
    });
    await db.update(operators).set({ enabled: true }).where(eq(operators.account, 'demo.switch.maker'));
    await db.update(operators).set({ deletedAt: null }).where(eq(operators.account, 'demo.dealer'));
    expect(answer.recipientCount).toBe(1);
    expect(await recipientsOf('fan-out: chosen')).toEqual(['demo.company']);
  });

  it('refuses an org of another company and writes nothing', async () => {
    await expect(
      testApp.services.messages.publish({
        companyId: maker(),
        orgId: orgIds['Fleetlink API'],
        moduleType: 0,
        messageType: 0,
        content: 'fan-out: wrong org',
      }),
    ).rejects.toThrow(/no such organization/);
    expect(await recipientsOf('fan-out: wrong org')).toEqual([]);
  });
});

describe('message/publish-system-notice', () => {
  it('lets carrier staff announce an upgrade to a company, as system upgrade notices', async () => {
    const { token } = await testApp.login('admin');
    const answer = await testApp.call<{ recipientCount: number }>(
      'message/publish-system-notice',
      { companyId: maker(), orgId: orgIds['South region'], content: 'notice: south' },
      { token },
    );
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.recipientCount).toBe(0);
    const everyone = await testApp.call<{ recipientCount: number }>(
      'message/publish-system-notice',
      { companyId: maker(), content: '  notice: maker  ' },
      { token },
    );
    expect(everyone.rows[0]?.recipientCount).toBe(4);
    const [row] = await testApp.database.db
      .select()
      .from(messages)
      .where(eq(messages.content, 'notice: maker'));
    expect(row).toMatchObject({ moduleType: 0, messageType: 0, ruleName: null, companyId: maker() });
  });

  it('refuses company admins (not carrier staff), unknown companies and bad input, writing nothing', async () => {
    const tokens = {
      // A company admin, and a dealer without the page: neither is carrier staff.
      company: (await testApp.login('demo.company')).token,
      dealer: (await testApp.login('demo.dealer')).token,
      carrier: (await testApp.login('admin')).token,
    };
    const content = 'notice: refused';
    const refusals: [caller: keyof typeof tokens, obj: object, status: string][] = [
      ['company', { companyId: maker(), content }, '403'],
      ['dealer', { companyId: maker(), content }, '403'],
      ['carrier', { companyId: 999_999, content }, '404'],
      ['carrier', { companyId: maker(), orgId: orgIds['simdesk Mobile'], content }, '404'],
      ['carrier', { companyId: maker(), content: '   ' }, '400'],
      ['carrier', { companyId: maker(), content: 'x'.repeat(2001) }, '400'],
      ['carrier', { companyId: maker(), content, messageType: 3 }, '400'],
    ];
    for (const [caller, obj, status] of refusals) {
      const answer = await testApp.call('message/publish-system-notice', obj, { token: tokens[caller] });
      expect(answer.status, `${caller} ${JSON.stringify(obj)}`).toBe(status);
    }
    expect(await recipientsOf('notice: refused')).toEqual([]);
  });
});
