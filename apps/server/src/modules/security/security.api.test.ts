// @module-tag pglite (the security module's main flow: binding, separation detection in the usage sync)
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@simdesk/contract/rules';
import type { BindingPage, SeparationPage } from '@simdesk/contract/modules/security';
import { messages } from '../../platform/database/schema-messages';
import { startListeningSim, type ListeningSim } from '../carrier-account/testing';
import { simCards, useDemoAccountAt } from '../sim-cards/testing';
import {
  createTaskTestApp,
  csvDataLines,
  exportedTaskFile,
  isFinished,
  waitForTask,
  type TaskTestApp,
} from '../task/testing';
import { tasks } from '../../platform/database/schema-tasks';
import { recordSightings } from './separation-detection';
import { cardBindings, cardSeparations } from './security-schema';
import { securityModule } from '.';

let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let accountId: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: 400 });
  testApp = await createTaskTestApp({ modules: [securityModule] });
  accountId = await useDemoAccountAt(testApp.database.db, carrierSim.baseUrl);
  for (const account of ['admin', 'demo.company', 'demo.dealer', 'demo.restricted']) {
    tokens[account] = (await testApp.login(account)).token;
  }
});
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

/** A valid IMEI of a test device: a TAC, `serial` and its check digit. */
function testImei(serial: number): string {
  const body = `35875309${String(serial).padStart(6, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

async function bindingsAs(account: string, obj: Record<string, unknown> = {}): Promise<BindingPage> {
  const answer = await testApp.call<BindingPage>(
    'binding/list',
    { pageSize: 100, ...obj },
    { token: tokens[account] },
  );
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0] as BindingPage;
}

async function separationsAs(account: string, obj: Record<string, unknown> = {}): Promise<SeparationPage> {
  const answer = await testApp.call<SeparationPage>(
    'separation/list',
    { pageSize: 100, ...obj },
    {
      token: tokens[account],
    },
  );
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0] as SeparationPage;
}

/** A card no binding names yet: of the carrier, one fitted in a device; of the maker, any (its fitted ones are bound). */
async function unboundCardOf(companyAccount: 'maker' | 'carrier') {
  const db = testApp.database.db;
  const found = await db.execute(sql`select card.id::int as id, card.iccid, card.company_id as "companyId"
    from sim_cards card left join card_bindings binding on binding.card_id = card.id
    where binding.card_id is null and (card.imei is not null or ${companyAccount === 'maker'})
      and card.company_id ${companyAccount === 'maker' ? sql`<>` : sql`=`} (select company_id from operators where account = 'admin')
    order by card.id limit 1`);
  const card = (found as unknown as { rows: { id: number; iccid: string; companyId: number }[] }).rows[0];
  if (!card) throw new Error('no unbound card');
  return card;
}

async function separationCount(cardId: number): Promise<number> {
  const [found] = await testApp.database.db
    .select({ total: count() })
    .from(cardSeparations)
    .where(eq(cardSeparations.cardId, cardId));
  return found?.total ?? 0;
}

describe('rights and scope', () => {
  it('refuses operators without the binding and separation pages', async () => {
    for (const account of ['demo.dealer', 'demo.restricted']) {
      for (const path of ['binding/list', 'separation/list', 'binding/bind', 'separation/export']) {
        const answer = await testApp.call(path, { cardId: 1, imei: testImei(1) }, { token: tokens[account] });
        expect(answer.status, `${account} ${path}`).not.toBe('0');
      }
    }
  });

  it('shows the demo bindings and separations of the caller company only', async () => {
    const company = await bindingsAs('demo.company');
    expect(company.bindings.length).toBeGreaterThan(0);
    const companyId = company.bindings[0]?.companyId;
    expect(company.bindings.every((row) => row.companyId === companyId)).toBe(true);
    const separated = await bindingsAs('demo.company', { bindingStatus: [2] });
    expect(separated.bindings.length).toBeGreaterThan(0);
    const history = await separationsAs('demo.company');
    expect(history.separations.length).toBeGreaterThan(0);
    expect(history.separations.every((row) => row.companyId === companyId)).toBe(true);
  });

  it('pages by keyset without repeating a row', async () => {
    const first = await bindingsAs('admin', { pageSize: 5 });
    expect(first.nextCursor).not.toBeNull();
    const second = await bindingsAs('admin', { pageSize: 5, cursor: first.nextCursor });
    const firstIds = new Set(first.bindings.map((row) => row.cardId));
    expect(second.bindings.some((row) => firstIds.has(row.cardId))).toBe(false);
    expect(Math.max(...second.bindings.map((row) => row.cardId))).toBeLessThan(first.nextCursor ?? 0);
  });

  it('answers another company card as unknown and changes nothing', async () => {
    const card = await unboundCardOf('carrier');
    const answer = await testApp.call(
      'binding/bind',
      { cardId: card.id, imei: testImei(7) },
      {
        token: tokens['demo.company'],
      },
    );
    expect(answer.status).not.toBe('0');
    const [stored] = await testApp.database.db
      .select({ total: count() })
      .from(cardBindings)
      .where(eq(cardBindings.cardId, card.id));
    expect(stored?.total).toBe(0);
  });

  it('refuses a company filter from a company operator', async () => {
    const answer = await testApp.call(
      'separation/list',
      { pageSize: 20, companyId: 1 },
      {
        token: tokens['demo.company'],
      },
    );
    expect(answer.status).not.toBe('0');
  });
});

describe('bind, rebind, unbind', () => {
  it('refuses an IMEI with a wrong check digit or an unknown field, and changes nothing', async () => {
    const card = await unboundCardOf('maker');
    const good = testImei(11);
    const wrongDigit = `${good.slice(0, 14)}${(Number(good.at(-1)) + 1) % 10}`;
    for (const obj of [
      { cardId: card.id, imei: wrongDigit },
      { cardId: card.id, imei: '12345' },
      { cardId: card.id, imei: good, companyId: 1 },
    ]) {
      const answer = await testApp.call('binding/bind', obj, { token: tokens['demo.company'] });
      expect(answer.status).not.toBe('0');
      expect(answer.status).not.toBe('500');
    }
    const page = await bindingsAs('demo.company', { cardNumber: card.iccid });
    expect(page.bindings).toHaveLength(0);
  });

  it('binds, rebinds and unbinds a card', async () => {
    const card = await unboundCardOf('maker');
    const first = testImei(21);
    const bound = await testApp.call<{ bindingStatus: number; boundImei: string }>(
      'binding/bind',
      { cardId: card.id, imei: `${first.slice(0, 8)}-${first.slice(8)}` },
      { token: tokens['demo.company'] },
    );
    expect(bound.status, bound.msg).toBe('0');
    expect(bound.rows[0]).toMatchObject({ bindingStatus: 1, boundImei: first });
    const rebound = await testApp.call(
      'binding/bind',
      { cardId: card.id, imei: testImei(22) },
      {
        token: tokens['demo.company'],
      },
    );
    expect(rebound.rows[0]).toMatchObject({ bindingStatus: 1, boundImei: testImei(22) });
    const unbound = await testApp.call(
      'binding/unbind',
      { cardId: card.id },
      { token: tokens['demo.company'] },
    );
    expect(unbound.rows[0]).toMatchObject({ bindingStatus: 0, boundImei: null });
    const again = await testApp.call(
      'binding/unbind',
      { cardId: card.id },
      { token: tokens['demo.company'] },
    );
    expect(again.status).not.toBe('0');
  });

  it('refuses an IMEI another card of the company is bound to', async () => {
    const [taken] = (await bindingsAs('demo.company', { bindingStatus: [1] })).bindings;
    const card = await unboundCardOf('maker');
    const answer = await testApp.call(
      'binding/bind',
      { cardId: card.id, imei: taken?.boundImei },
      {
        token: tokens['demo.company'],
      },
    );
    expect(answer.status).not.toBe('0');
  });
});

describe('separation detection', () => {
  it('records one separation per change of device, and none when the card comes back', async () => {
    const card = await unboundCardOf('maker');
    const db = testApp.database.db;
    const [placed] = await db
      .select({ companyId: simCards.companyId, orgId: simCards.orgId, orgPath: simCards.orgPath })
      .from(simCards)
      .where(eq(simCards.id, card.id));
    const sighting = (imei: string, day: number) => ({
      cardId: card.id,
      companyId: placed?.companyId ?? 0,
      orgId: placed?.orgId ?? null,
      orgPath: placed?.orgPath ?? null,
      iccid: card.iccid,
      msisdn: null,
      imei,
      seenSince: `2026-10-${String(day).padStart(2, '0')}T00:00:00Z`,
      lastSeenAt: null,
      cellArea: day === 3 ? 'LAC 4101 / CI 21037' : null,
    });
    const [home, away, elsewhere] = [testImei(31), testImei(32), testImei(33)];
    const steps: [string, number, number][] = [
      [home, 1, 0], // first seen: bound to it, nothing recorded
      [away, 3, 1], // another device: a separation
      [away, 3, 1], // the same again (a resumed batch): nothing new
      [elsewhere, 5, 2], // yet another device: a second one
      [home, 7, 2], // back home: bound again, nothing recorded
    ];
    for (const [imei, day, expected] of steps) {
      await db.transaction((transaction) => recordSightings(transaction, [sighting(imei, day)]));
      expect(await separationCount(card.id), `${imei} on day ${day}`).toBe(expected);
    }
    const [binding] = await db.select().from(cardBindings).where(eq(cardBindings.cardId, card.id));
    expect(binding).toMatchObject({ bindingStatus: 1, boundImei: home, separationCount: 2 });
    const history = await separationsAs('demo.company', { cardId: card.id });
    expect(history.separations.map((row) => [row.oldImei, row.newImei, row.cellArea])).toEqual([
      [home, elsewhere, null],
      [home, away, 'LAC 4101 / CI 21037'],
    ]);
  });

  it('records a separation in the usage sync once and tells the card company', async () => {
    const db = testApp.database.db;
    const card = await unboundCardOf('carrier');
    const bound = testImei(41);
    const answer = await testApp.call(
      'binding/bind',
      { cardId: card.id, imei: bound },
      { token: tokens.admin },
    );
    expect(answer.status, answer.msg).toBe('0');
    const messagesBefore = await separationMessages(card.companyId);
    for (let run = 0; run < 2; run += 1) {
      const started = await testApp.call<{ taskId: number }>(
        'card-usage/sync-now',
        { accountId },
        {
          token: tokens.admin,
        },
      );
      expect(started.status, started.msg).toBe('0');
      const task = await waitForTask(db, started.rows[0]?.taskId ?? 0, isFinished, 90_000);
      expect(task.failReason).toBeNull();
      expect(await separationCount(card.id)).toBe(1);
    }
    const [seen] = await db.select({ imei: simCards.imei }).from(simCards).where(eq(simCards.id, card.id));
    const history = await separationsAs('admin', { cardNumber: card.iccid });
    expect(history.separations[0]).toMatchObject({ oldImei: bound, newImei: seen?.imei });
    expect(await separationMessages(card.companyId)).toBeGreaterThan(messagesBefore);
  }, 180_000);

  it("exports the filtered history as CSV or XLSX in the caller's language; bad input starts nothing", async () => {
    const token = tokens['demo.company'] ?? '';
    const exported = (obj: Record<string, unknown>) =>
      exportedTaskFile(testApp, token, 'separation/export', obj);
    const listed = await separationsAs('demo.company', {});
    const csv = await exported({ filter: {}, format: 'csv', locale: 'zh-CN' });
    expect(csv.file.body.split('\r\n')[0]).toContain('分离时间');
    expect(csvDataLines(csv.file.body)).toHaveLength(listed.total);
    expect(csv.task.succeededCount).toBe(listed.total);
    const xlsx = await exported({ filter: {}, format: 'xlsx', locale: 'en-US' });
    // An XLSX file is a zip archive.
    expect(xlsx.file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const tasksBefore = await testApp.database.db.$count(tasks);
    for (const bad of [{}, { filter: {}, format: 'pdf' }, { filter: { orgId: 999_999 }, format: 'csv' }]) {
      const answer = await testApp.call('separation/export', bad, { token });
      expect(answer.status, JSON.stringify(bad)).not.toBe('0');
    }
    expect(await testApp.database.db.$count(tasks)).toBe(tasksBefore);
  });
});

async function separationMessages(companyId: number): Promise<number> {
  const [found] = await testApp.database.db
    .select({ total: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), eq(messages.messageType, 2), eq(messages.moduleType, 2)));
  return found?.total ?? 0;
}
