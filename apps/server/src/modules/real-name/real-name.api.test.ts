// @module-tag pglite (real-name's main flow: an enterprise registration sent to the carrier and answered)
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EnterpriseBatchRow,
  RegistrationDetailRow,
  RegistrationPage,
  RegistrationRevealRow,
} from '@simdesk/contract/modules/real-name';
import { auditLog } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { simCards } from '../sim-cards/testing';
import type { TestApp } from '../../test/test-app';
import { csvDataLines, exportedTaskFile } from '../task/testing';
import { realNameRegistrations } from './real-name-schema';
import { realNameModule } from '.';
import { startRealNameTestBed, type RealNameTestBed } from './real-name-test-support';

let bed: RealNameTestBed;
let testApp: TestApp;
/** The batch the first test registers: the later tests read its registrations. */
let registeredBatchId = 0;

// Made-up specimens: a unified social credit code and an identity number with valid check characters.
const company = {
  name: 'Aurora Motors Sales Co.',
  certificateType: 'S',
  certificateNumber: '91440300708461136T',
};
const responsiblePerson = {
  name: '张伟',
  documentType: 'A',
  documentNumber: '11010519491231002X',
  mobile: '13800138000',
};

beforeAll(async () => {
  bed = await startRealNameTestBed(['admin', 'demo.company', 'demo.dealer']);
  testApp = bed.testApp;
}, 120_000);
afterAll(() => bed?.close());

const callAs = <Row>(account: string, path: string, obj: Record<string, unknown>) =>
  bed.callAs<Row>(account, path, obj);

/** Unregistered active cards of the maker that the simulator holds (its first 400 demo cards). */
async function unregisteredCards(count: number, skip = 0) {
  const found = await testApp.database.db.execute(sql`select c.id::int as id, c.iccid from sim_cards c
    join companies co on co.id = c.company_id and co.name = 'Aurora Motors'
    where c.real_name_status = 0 and c.card_status in (2, 6, 7) and c.id <= 400
      and not exists (select 1 from real_name_registrations r where r.card_id = c.id)
    order by c.id offset ${skip} limit ${count}`);
  const cards = (found as unknown as { rows: { id: number; iccid: string }[] }).rows;
  if (cards.length < count) throw new Error('not enough unregistered demo cards');
  return cards;
}

/** Runs the tracker until the batch has no card waiting or with the carrier (at most a few seconds). */
async function trackUntilSettled(batchId: number): Promise<EnterpriseBatchRow> {
  const { track } = testApp.modules.handleOf(realNameModule);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await track();
    const batch = (
      await callAs<EnterpriseBatchRow>('demo.company', 'enterprise-batch/detail', { id: batchId })
    ).rows[0];
    if (batch && batch.waiting + batch.processing === 0) return batch;
    await sleep(50);
  }
  throw new Error(`batch ${batchId} did not settle`);
}

describe('enterprise registration', () => {
  it('registers cards to the enterprise through the carrier, each card followed to its answer', async () => {
    const cards = await unregisteredCards(3);
    const submitted = await callAs<EnterpriseBatchRow>('demo.company', 'enterprise-batch/submit', {
      cardNumbers: cards.map((card) => card.iccid),
      company,
      responsiblePerson,
    });
    expect(submitted.status, submitted.msg).toBe('0');
    const batch = submitted.rows[0] as EnterpriseBatchRow;
    expect(batch).toMatchObject({ cardCount: 3, waiting: 3, responsibleName: '张*', certificateType: 'S' });
    expect(batch.certificateNumber).not.toContain('708461136');
    const [marked] = await testApp.database.db
      .select({ status: simCards.realNameStatus })
      .from(simCards)
      .where(eq(simCards.id, cards[0]?.id ?? 0));
    expect(marked?.status).toBe(1);

    registeredBatchId = batch.id;
    const settled = await trackUntilSettled(batch.id);
    expect(settled).toMatchObject({ registered: 3, failed: 0 });
    const stored = await testApp.database.db
      .select({ status: simCards.realNameStatus })
      .from(simCards)
      .where(
        inArray(
          simCards.id,
          cards.map((card) => card.id),
        ),
      );
    expect(stored.map((card) => card.status)).toEqual([2, 2, 2]);
    const list = (await callAs<RegistrationPage>('demo.company', 'real-name/list', { batchId: batch.id }))
      .rows[0] as RegistrationPage;
    expect(list.registrations).toHaveLength(3);
    expect(list.registrations.every((row) => row.realNameStatus === 2 && row.carrierOrderNumber)).toBe(true);
    const batchCards = (
      await callAs<RegistrationPage>('demo.company', 'enterprise-batch/cards', { id: batch.id })
    ).rows[0] as RegistrationPage;
    expect(batchCards.registrations.map((row) => row.iccid).sort()).toEqual(
      cards.map((card) => card.iccid).sort(),
    );
  });

  it('refuses a wrong check character, an unknown number or a registered card, and stores nothing', async () => {
    const [card] = await unregisteredCards(1, 5);
    const before = await testApp.database.db.$count(realNameRegistrations);
    const wrongCertificate = await callAs('demo.company', 'enterprise-batch/submit', {
      cardNumbers: [card?.iccid],
      company: { ...company, certificateNumber: '91440300708461136A' },
      responsiblePerson,
    });
    expect(wrongCertificate.status).toBe('400');
    expect(wrongCertificate.msg).toContain('check character');
    const unknownCard = await callAs('demo.company', 'enterprise-batch/submit', {
      cardNumbers: [card?.iccid, '89860000000000000000'],
      company,
      responsiblePerson,
    });
    expect(unknownCard.msg).toContain('89860000000000000000');
    const organisationPerson = await callAs('demo.company', 'enterprise-batch/submit', {
      cardNumbers: [card?.iccid],
      company,
      responsiblePerson: { ...responsiblePerson, documentType: 'S' },
    });
    expect(organisationPerson.status).not.toBe('0');
    expect(await testApp.database.db.$count(realNameRegistrations)).toBe(before);
  });

  it('keeps the batches of a company to its own operators and the pages to those granted', async () => {
    expect((await callAs('demo.dealer', 'enterprise-batch/list', {})).status).toBe('403');
    expect((await callAs('demo.dealer', 'real-name/list', {})).status).toBe('403');
  });
});

const ownRegistrations = () =>
  testApp.database.db
    .select({ id: realNameRegistrations.id })
    .from(realNameRegistrations)
    .where(eq(realNameRegistrations.batchId, registeredBatchId));

describe('personal data', () => {
  it('stores the responsible person and the holder only sealed, finds by document number through its index', async () => {
    const [row] = await testApp.database.db
      .select()
      .from(realNameRegistrations)
      .where(eq(realNameRegistrations.batchId, registeredBatchId));
    expect(JSON.stringify(row)).not.toContain('708461136');
    expect(JSON.stringify(row)).not.toContain('13800138000');
    const found = (
      await callAs<RegistrationPage>('demo.company', 'real-name/list', {
        documentNumber: '91440300708461136t',
      })
    ).rows[0] as RegistrationPage;
    expect(found.registrations.length).toBeGreaterThanOrEqual(3);
  });

  it('reveals in clear only with a reason, and keeps the reveal in the history and the audit log', async () => {
    const [row] = await ownRegistrations();
    const id = row?.id ?? 0;
    expect((await callAs('demo.company', 'real-name/reveal', { id, reason: 'x' })).status).toBe('400');
    const revealed = await callAs<RegistrationRevealRow>('demo.company', 'real-name/reveal', {
      id,
      reason: 'Owner called about the card',
    });
    expect(revealed.status, revealed.msg).toBe('0');
    expect(revealed.rows[0]).toMatchObject({ documentNumber: '91440300708461136T', mobile: '13800138000' });
    const detail = (await callAs<RegistrationDetailRow>('demo.company', 'real-name/detail', { id })).rows[0];
    expect(detail?.mobile).toBe('138****8000');
    expect(detail?.events.at(-1)).toMatchObject({ kind: 'revealed', detail: 'Owner called about the card' });
    const logged = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'real-name/reveal'), eq(auditLog.status, '0')));
    expect(logged.map((entry) => entry.target)).toContain(`registration ${id}: Owner called about the card`);
  });

  it('keeps the holder’s name and document number out of the audit log (the log scan covers numbers)', async () => {
    const logged = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, 'enterprise-batch/submit'));
    expect(logged.length).toBeGreaterThan(0);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(responsiblePerson.name);
    expect(text).not.toContain(responsiblePerson.documentNumber);
    expect(text).not.toContain(company.certificateNumber);
  });

  it('exports the filtered registrations masked, in the caller’s language; bad input starts nothing', async () => {
    const token = bed.tokenOf('demo.company');
    const filter = { batchId: registeredBatchId };
    const listed = (await callAs<RegistrationPage>('demo.company', 'real-name/list', filter)).rows[0];
    const { file } = await exportedTaskFile(testApp, token, 'real-name/export', {
      filter,
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(file.body.split('\r\n')[0]).toContain('实名状态');
    expect(csvDataLines(file.body)).toHaveLength(listed?.total ?? -1);
    expect(file.body).toContain('已实名');
    expect(file.body).not.toContain(responsiblePerson.documentNumber);
    expect(file.body).not.toContain(responsiblePerson.name);
    const tasksBefore = await testApp.database.db.$count(tasks);
    for (const bad of [{}, { filter, format: 'pdf' }, { filter: { orgId: 999_999 }, format: 'csv' }]) {
      const answer = await callAs('demo.company', 'real-name/export', bad);
      expect(answer.status, JSON.stringify(bad)).not.toBe('0');
    }
    expect(await testApp.database.db.$count(tasks)).toBe(tasksBefore);
  });

  it('answers a registration of another company like a missing one', async () => {
    const [row] = await ownRegistrations();
    await testApp.database.db
      .update(realNameRegistrations)
      .set({ companyId: sql`(select id from companies where name = 'Fleetlink API')` })
      .where(eq(realNameRegistrations.id, row?.id ?? 0));
    const answer = await callAs('demo.company', 'real-name/reveal', {
      id: row?.id,
      reason: 'looking around',
    });
    expect(answer.status).toBe('404');
  });
});
