import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCalls,
  dealerAccountFormOptionsCall,
  operatorFormOptionsCall,
  status,
  type AdminFormOptionsRow,
  type CallDefinition,
} from '@simdesk/contract';
import { operators, roles } from '../platform/database/schema';
import { demoAccounts } from '../platform/demo/demo-seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { serverModules } from '../modules';

/**
 * Every guarded call × every kind of operator, compared with the written-out matrix beside this file
 * (authorization-matrix.md). A change of rights — a call's page code or action, a demo role's grants — shows
 * as a diff of that file in review; `npx vitest run --project server-api -u <this file>` rewrites it.
 *
 * Each call is probed with a body holding only an unknown key: the server checks the page code and button
 * action before it reads the body, so a refused right answers 403 and a granted one the validation error 400
 * of the strict body — nothing runs, nothing changes.
 */

const noPagesAccount = 'matrix.no.pages';

const roleColumns = [
  { heading: 'carrier admin', account: demoAccounts.carrierAdmin },
  { heading: 'company admin', account: demoAccounts.companyAdmin },
  { heading: 'dealer', account: demoAccounts.dealer },
  { heading: 'restricted 3212', account: demoAccounts.restricted },
  { heading: 'custom platform (API)', account: demoAccounts.apiCustomer },
  { heading: 'no pages', account: noPagesAccount },
] as const;

const probeBody = JSON.stringify({ obj: { matrixProbe: 1 } });
const guardedCalls = allCalls.filter((call) => call.access.kind !== 'public' && call.method !== 'GET');

function accessText(call: CallDefinition): string {
  const { access } = call;
  if (access.kind === 'public') return access.kind;
  const granted = access.kind === 'page' ? `${access.pageCode} · ${access.action}` : access.kind;
  return access.onlyFor ? `${granted} · ${access.onlyFor} only` : granted;
}

let testApp: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  testApp = await createTestApp({ modules: serverModules });
  const db = testApp.database.db;
  // An operator of the maker whose role grants no page at all.
  const [template] = await db
    .select()
    .from(operators)
    .where(eq(operators.account, demoAccounts.companyAdmin));
  if (!template) throw new Error('the demo company admin is missing');
  await db
    .insert(roles)
    .values({ id: 'matrix-none', companyId: template.companyId, name: 'No pages', roleType: '60' });
  await db.insert(operators).values({
    account: noPagesAccount,
    name: 'No Pages',
    companyId: template.companyId,
    orgId: template.orgId,
    roleId: 'matrix-none',
    passwordHash: template.passwordHash,
    mail: 'matrix.no.pages@example.com',
  });
  for (const column of roleColumns) tokens.set(column.account, (await testApp.login(column.account)).token);
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

/**
 * Which roles of the demo maker its company administrator may give an operator account and a dealer account,
 * as each form offers them (the add and edit calls refuse the rest: account-admin's API tests).
 */
async function roleMatrix(): Promise<string[]> {
  const token = tokens.get(demoAccounts.companyAdmin);
  const offered = async (call: CallDefinition) =>
    new Set(
      (await testApp.call<AdminFormOptionsRow>(call.path, {}, { token })).rows[0]?.roles.map(
        (role) => role.roleId,
      ),
    );
  const operatorRoles = await offered(operatorFormOptionsCall);
  const dealerAccountRoles = await offered(dealerAccountFormOptionsCall);
  const [companyAdmin] = await testApp.database.db
    .select()
    .from(operators)
    .where(eq(operators.account, demoAccounts.companyAdmin));
  const makerRoles = await testApp.database.db
    .select()
    .from(roles)
    .where(eq(roles.companyId, companyAdmin?.companyId ?? 0));
  const mark = (held: boolean) => (held ? '✓' : '✗');
  return [
    '## Roles an account may hold',
    '',
    "The demo maker's roles its company administrator may give: ✓ offered by the account's form and accepted,",
    '✗ not offered and refused (403). A dealer account holds dealer roles only (type 60, region).',
    '',
    '| role | type | operator account | dealer account |',
    '| --- | --- | :-: | :-: |',
    ...makerRoles
      .filter((role) => role.id !== 'matrix-none')
      .sort((left, right) => left.id.localeCompare(right.id, 'en', { numeric: true }))
      .map(
        (role) =>
          `| ${role.name} (${role.id}) | ${role.roleType} | ${mark(operatorRoles.has(role.id))} | ${mark(dealerAccountRoles.has(role.id))} |`,
      ),
    '',
  ];
}

describe('authorization matrix', () => {
  it('probes only with a body every guarded call refuses, so the probe never runs a call', () => {
    const accepting = guardedCalls.filter((call) => call.obj.safeParse({ matrixProbe: 1 }).success);
    expect(accepting.map((call) => call.path)).toEqual([]);
  });

  it('answers every guarded call for every kind of operator as the written-out matrix says', async () => {
    const lines = [
      `| call | access | ${roleColumns.map((column) => column.heading).join(' | ')} |`,
      `| --- | --- | ${roleColumns.map(() => ':-:').join(' | ')} |`,
    ];
    for (const call of [...guardedCalls].sort((left, right) => left.path.localeCompare(right.path))) {
      const cells: string[] = [];
      for (const column of roleColumns) {
        const answer = await testApp.call(call.path, undefined, {
          token: tokens.get(column.account),
          rawBody: probeBody,
        });
        // Anything but a refusal of rights or of the body is a call that ran: never acceptable for a probe.
        expect([status.forbidden, status.badRequest], `${call.path} as ${column.account}`).toContain(
          answer.status,
        );
        cells.push(answer.status === status.forbidden ? '✗' : '✓');
      }
      lines.push(`| ${call.path} | ${accessText(call)} | ${cells.join(' | ')} |`);
    }
    const document = [
      '# Authorization matrix',
      '',
      'Written by `apps/server/src/security/authorization-matrix.api.test.ts` and checked on every run: each',
      'guarded call for each kind of demo operator — ✓ the server lets the call through to its body check,',
      '✗ it refuses the call (403) before reading the body. Public calls and the GET download link (a ticket)',
      'are not listed. A call may still refuse a granted operator for what it is asked (another company, a',
      'role above their own); the module API tests cover those.',
      '',
      ...lines,
      '',
      ...(await roleMatrix()),
    ].join('\n');
    await expect(document).toMatchFileSnapshot('./authorization-matrix.md');
  }, 120_000);
});
