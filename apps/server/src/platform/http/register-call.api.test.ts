import Fastify, { type FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, defineCall, pageAccess } from '@simdesk/contract';
import { auditLog, rolePages } from '../database/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { installErrorHandler } from './error-handler';
import { createCallRegistrar } from './register-call';

// A call that needs the add button of the operators page, registered the way every module registers its calls.
const addOperatorProbe = defineCall({
  path: 'probe/needs-operator-add',
  access: pageAccess('sysManagement-userManage', 'add'),
  obj: z.strictObject({ note: z.string().max(20) }),
  row: z.object({ companyId: z.number() }),
  mutates: true,
  changes: [],
});

// A call whose handler hands its text to the database, as a module's add or edit does.
const storeNoteProbe = defineCall({
  path: 'probe/store-note',
  access: pageAccess('sysManagement-userManage', 'add'),
  obj: z.strictObject({ note: z.string().max(200), size: z.number().int().optional() }),
  row: z.object({ ok: z.boolean() }),
  mutates: true,
  changes: [],
});

let testApp: TestApp;
let probeApp: FastifyInstance;
let storeNoteRuns = 0;

beforeAll(async () => {
  testApp = await createTestApp({ modules: [] });
  probeApp = Fastify({ logger: false });
  installErrorHandler(probeApp);
  const registrar = createCallRegistrar(probeApp, {
    authenticator: testApp.services.authenticator,
    audit: testApp.services.audit,
    dataDir: testApp.services.config.dataDir,
  });
  registrar.guardedCall(addOperatorProbe, async ({ caller }) => ({
    rows: [{ companyId: caller.companyId }],
  }));
  registrar.guardedCall(storeNoteProbe, async ({ obj }) => {
    storeNoteRuns += 1;
    await testApp.database.db.execute(sql`SELECT ${obj.note}::text, ${obj.size ?? 0}::smallint`);
    return { rows: [{ ok: true }] };
  });
  await probeApp.ready();
});

afterAll(async () => {
  await probeApp.close();
  await testApp.close();
});

async function probe(token: string, obj: unknown = { note: 'hello' }, path = addOperatorProbe.path) {
  const response = await probeApp.inject({
    method: 'POST',
    url: `${apiBasePath}/${path}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { obj },
  });
  return response.json() as { status: string; msg: string; rows: unknown[] };
}

describe('page code and button action guard', () => {
  it('lets through a role that holds the page and the action', async () => {
    expect((await probe((await testApp.login('admin')).token)).status).toBe('0');
    expect((await probe((await testApp.login('demo.company')).token)).status).toBe('0');
  });

  it('refuses a role without the page, and writes the refusal to the audit log', async () => {
    const dealer = await testApp.login('demo.dealer');
    const answer = await probe(dealer.token);
    expect(answer.status).toBe('403');
    expect(answer.rows).toEqual([]);
    const refusals = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, addOperatorProbe.path), eq(auditLog.status, '403')));
    expect(refusals.some((row) => row.account === 'demo.dealer')).toBe(true);
  });

  it('checks rights before it reads the body', async () => {
    const dealer = await testApp.login('demo.dealer');
    expect((await probe(dealer.token, { note: 'x'.repeat(50), roleId: '1' })).status).toBe('403');
  });

  it('applies a role change on the next request of a live session', async () => {
    const { token } = await testApp.login('demo.company');
    expect((await probe(token)).status).toBe('0');
    await testApp.database.db
      .update(rolePages)
      .set({ actions: ['query', 'edit'] })
      .where(and(eq(rolePages.roleId, '2'), eq(rolePages.pageCode, 'sysManagement-userManage')));
    expect((await probe(token)).status).toBe('403');
    await testApp.database.db
      .update(rolePages)
      .set({ actions: ['query', 'add', 'edit'] })
      .where(and(eq(rolePages.roleId, '2'), eq(rolePages.pageCode, 'sysManagement-userManage')));
    expect((await probe(token)).status).toBe('0');
  });
});

describe('text the database cannot hold', () => {
  const auditedStatuses = async () =>
    (
      await testApp.database.db
        .select({ status: auditLog.status })
        .from(auditLog)
        .where(eq(auditLog.call, storeNoteProbe.path))
    ).map((row) => row.status);

  it('refuses NUL and lone UTF-16 halves in any text before the handler runs, and audits the 400', async () => {
    const { token } = await testApp.login('demo.company');
    const runsBefore = storeNoteRuns;
    const auditedBefore = (await auditedStatuses()).length;
    for (const obj of [{ note: 'a\u0000b' }, { note: 'half \uD800 of a pair' }, { ['no\u0000te']: 'x' }]) {
      const answer = await probe(token, obj, storeNoteProbe.path);
      expect(answer.status).toBe('400');
      expect(answer.msg).toMatch(/^obj(\.note)?: .*\(rules:field\.unsafeCharacters\)$/);
    }
    expect(storeNoteRuns).toBe(runsBefore);
    expect((await auditedStatuses()).slice(auditedBefore)).toEqual(['400', '400', '400']);
    // A whole pair (an emoji) is text like any other.
    expect((await probe(token, { note: 'fleet 🚗' }, storeNoteProbe.path)).status).toBe('0');
  });

  it('audits a value the database refuses with the status the caller was answered', async () => {
    const { token } = await testApp.login('demo.company');
    const answer = await probe(token, { note: 'fine', size: 99_999 }, storeNoteProbe.path);
    expect(answer.status).toBe('400');
    expect((await auditedStatuses()).at(-1)).toBe('400');
  });
});
