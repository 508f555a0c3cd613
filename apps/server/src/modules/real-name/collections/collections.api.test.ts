// @module-tag pglite (owner registration at sale: a link, the service hall's steps, the carrier's answer)
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CollectionDetailRow,
  CollectionPage,
  CollectionSentRow,
  DeregistrationCardPage,
  DeregistrationRow,
  DocumentReadingRow,
  FaceCheckRow,
  ServiceHallStateRow,
} from '@simdesk/contract/modules/real-name';
import { auditLog } from '../../../platform/database/schema';
import { simCards } from '../../sim-cards/testing';
import type { TestApp } from '../../../test/test-app';
import { csvDataLines, exportedTaskFile } from '../../task/testing';
import { withBorderCut } from '../documents/specimens/degraded-copies-test-support';
import {
  drawSpecimenBack,
  drawSpecimenFront,
  drawSpecimenLivePhoto,
} from '../documents/specimens/specimen-card-test-support';
import { specimenPerson } from '../documents/specimens/specimen-people-test-support';
import { realNameCollections, realNameDeregistrations, realNameRegistrations } from '../real-name-schema';
import { realNameModule } from '..';
import {
  fittedDemoCard,
  madeUpVin,
  startRealNameTestBed,
  type RealNameTestBed,
} from '../real-name-test-support';

let bed: RealNameTestBed;
let testApp: TestApp;
const owner = specimenPerson(11);

beforeAll(async () => {
  bed = await startRealNameTestBed(['admin', 'demo.company', 'demo.dealer', 'demo.restricted']);
  testApp = bed.testApp;
}, 120_000);
afterAll(() => bed?.close());

const callAs = <Row>(account: string, path: string, obj: Record<string, unknown>) =>
  bed.callAs<Row>(account, path, obj);
const callPublic = <Row>(path: string, obj: Record<string, unknown>) => testApp.call<Row>(path, obj);
/** A picture as the page sends one over 800 KiB (spec §9): JPEG at quality 0.5, within 1920 × 1080. */
const base64 = async (picture: Buffer) =>
  picture.length <= 819_200
    ? picture.toString('base64')
    : (
        await sharp(picture)
          .resize(1920, 1080, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 50 })
          .toBuffer()
      ).toString('base64');

const fittedCard = (skip: number) => fittedDemoCard(testApp, skip);

async function sendLink(cardNumber: string): Promise<CollectionSentRow> {
  const sent = await callAs<CollectionSentRow>('demo.company', 'collection/send', { cardNumber });
  expect(sent.status, sent.msg).toBe('0');
  return sent.rows[0] as CollectionSentRow;
}

// A specimen person holds exactly the fields the owner confirms.
const confirmation = { ...owner };

async function trackUntilSettled(collectionId: number): Promise<CollectionDetailRow> {
  const { track } = testApp.modules.handleOf(realNameModule);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await track();
    const detail = (
      await callAs<CollectionDetailRow>('demo.company', 'collection/detail', { id: collectionId })
    ).rows[0];
    if (detail && detail.stage !== 5) return detail;
    await sleep(50);
  }
  throw new Error(`collection ${collectionId} did not settle`);
}

describe('owner registration through the service hall', () => {
  it('takes an owner from the link to the carrier’s registration, a warned picture retaken on the way', async () => {
    const card = await fittedCard(0);
    const sent = await sendLink(card.iccid);
    expect(sent).toMatchObject({ stage: 1, vin: card.vin, faceAttempts: 0 });
    expect(sent.token).toMatch(/^[\w-]{43}$/);
    const token = sent.token;

    const opened = await callPublic<ServiceHallStateRow>('service-hall/open', { token });
    expect(opened.status, opened.msg).toBe('0');
    expect(opened.rows[0]).toMatchObject({
      stage: 2,
      vin: card.vin,
      companyName: 'Aurora Motors',
      front: null,
    });
    expect(opened.rows[0]?.iccid).not.toBe(card.iccid);

    const front = await drawSpecimenFront(owner);
    const cut = await callPublic<DocumentReadingRow>('service-hall/read-document', {
      token,
      side: 'front',
      picture: await base64(await withBorderCut(front)),
    });
    expect(cut.status, cut.msg).toBe('0');
    expect(cut.rows[0]?.warnings.map((warning) => warning.code)).toContain(-9101);
    const back = await callPublic<DocumentReadingRow>('service-hall/read-document', {
      token,
      side: 'back',
      picture: await base64(await drawSpecimenBack(owner)),
    });
    expect(back.rows[0]).toMatchObject({ warnings: [], fields: { validFrom: owner.validFrom } });
    const request = { token, owner: confirmation, mobile: '13912345678', consent: true };
    const blocked = await callPublic('service-hall/confirm', request);
    expect(blocked).toMatchObject({ status: '400' });
    expect(blocked.msg).toContain('warning');

    const retaken = await callPublic<DocumentReadingRow>('service-hall/read-document', {
      token,
      side: 'front',
      picture: await base64(front),
    });
    expect(retaken.rows[0]).toMatchObject({
      warnings: [],
      fields: { idNumber: owner.idNumber, name: owner.name },
    });
    const confirmed = await callPublic<ServiceHallStateRow>('service-hall/confirm', request);
    expect(confirmed.status, confirmed.msg).toBe('0');
    expect(confirmed.rows[0]).toMatchObject({ stage: 4, confirmed: true, faceAttemptsLeft: 3 });

    const wrongFace = await callPublic<FaceCheckRow>('service-hall/face-check', {
      token,
      picture: await base64(await drawSpecimenBack(owner)),
    });
    expect(wrongFace.rows[0]).toMatchObject({ passed: false, state: { stage: 4, faceAttemptsLeft: 2 } });
    const face = await callPublic<FaceCheckRow>('service-hall/face-check', {
      token,
      picture: await base64(await drawSpecimenLivePhoto()),
    });
    expect(face.status, face.msg).toBe('0');
    expect(face.rows[0]).toMatchObject({
      passed: true,
      livenessPassed: true,
      state: { stage: 5, front: null },
    });

    const settled = await trackUntilSettled(sent.id);
    expect(settled).toMatchObject({ stage: 6, realNameStatus: 2, ownerName: expect.stringContaining('*') });
    expect(settled.events.map((event) => event.kind)).toEqual([
      'sent',
      'opened',
      'documentRead',
      'documentRead',
      'documentRead',
      'confirmed',
      'faceChecked',
      'faceChecked',
      'submitted',
    ]);
    const [stored] = await testApp.database.db.select().from(simCards).where(eq(simCards.id, card.id));
    expect(stored?.realNameStatus).toBe(2);

    // Used once: the link now shows where the registration stands, nothing personal, and changes nothing.
    const after = await callPublic<ServiceHallStateRow>('service-hall/open', { token });
    expect(after.rows[0]).toMatchObject({ stage: 6, realNameStatus: 2, front: null, back: null });
    const again = await callPublic('service-hall/read-document', {
      token,
      side: 'front',
      picture: await base64(front),
    });
    expect(again).toMatchObject({ status: '400' });
    expect(again.msg).toContain('used');
  }, 120_000);

  it('keeps the owner’s data and pictures sealed, and out of the audit log', async () => {
    const [collection] = await testApp.database.db
      .select()
      .from(realNameCollections)
      .where(isNotNull(realNameCollections.registrationId));
    const [registration] = await testApp.database.db
      .select()
      .from(realNameRegistrations)
      .where(eq(realNameRegistrations.id, collection?.registrationId ?? 0));
    const stored = JSON.stringify([collection, registration]);
    for (const datum of [owner.name, owner.idNumber, owner.address, '13912345678']) {
      expect(stored).not.toContain(datum);
    }
    const logged = JSON.stringify(
      await testApp.database.db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.call} like 'service-hall/%'`),
    );
    expect(logged).toContain('service-hall/confirm');
    for (const datum of [owner.name, owner.idNumber, owner.birthDate, '13912345678']) {
      expect(logged).not.toContain(datum);
    }
  });

  it('exports the collections with their stage, the owner’s name masked and nothing else of theirs', async () => {
    const listed = (await callAs<CollectionPage>('demo.company', 'collection/list', { pageSize: 100 }))
      .rows[0] as CollectionPage;
    const { file } = await exportedTaskFile(testApp, bed.tokenOf('demo.company'), 'collection/export', {
      filter: {},
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(file.body.split('\r\n')[0]).toContain('进度');
    expect(csvDataLines(file.body)).toHaveLength(listed.total);
    for (const datum of [owner.name, owner.idNumber, owner.address]) expect(file.body).not.toContain(datum);
    expect((await callAs('demo.restricted', 'collection/export', { filter: {}, format: 'csv' })).status).toBe(
      '403',
    );
  });

  it('refuses a card without a vehicle, an unknown card, and a card registered to an owner, storing nothing', async () => {
    const before = await testApp.database.db.$count(realNameCollections);
    const [unfitted] = (
      (await testApp.database.db.execute(sql`select iccid from sim_cards c
        join companies co on co.id = c.company_id and co.name = 'Aurora Motors'
        where c.vin is null and c.id <= 400 order by c.id limit 1`)) as unknown as {
        rows: { iccid: string }[];
      }
    ).rows;
    const noVehicle = await callAs('demo.company', 'collection/send', { cardNumber: unfitted?.iccid });
    expect(noVehicle).toMatchObject({ status: '400' });
    expect(noVehicle.msg).toContain('vehicle');
    expect(
      await callAs('demo.company', 'collection/send', { cardNumber: '89860000000000000000' }),
    ).toMatchObject({
      status: '400',
    });
    const [registered] = await testApp.database.db
      .select()
      .from(realNameCollections)
      .where(isNotNull(realNameCollections.registrationId));
    const ownerCard = await callAs('demo.company', 'collection/send', { cardNumber: registered?.iccid });
    expect(ownerCard).toMatchObject({ status: '409' });
    expect(ownerCard.msg).toContain('owner change');
    expect(await testApp.database.db.$count(realNameCollections)).toBe(before);
  });

  it('refuses a withdrawn, an expired and an unknown link, and a link replaced by a new one', async () => {
    const card = await fittedCard(1);
    const first = await sendLink(card.iccid);
    const second = await sendLink(card.msisdn);
    const replaced = await callPublic('service-hall/open', { token: first.token });
    expect(replaced).toMatchObject({ status: '400' });
    expect(replaced.msg).toContain('withdrawn');

    const withdrawn = await callAs<CollectionSentRow>('demo.company', 'collection/cancel', { id: second.id });
    expect(withdrawn.rows[0]).toMatchObject({ stage: 9 });
    expect(await callAs('demo.company', 'collection/cancel', { id: second.id })).toMatchObject({
      status: '409',
    });
    expect(await callPublic('service-hall/open', { token: second.token })).toMatchObject({ status: '400' });

    const third = await sendLink(card.iccid);
    await testApp.database.db
      .update(realNameCollections)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(realNameCollections.id, third.id));
    const expired = await callPublic('service-hall/open', { token: third.token });
    expect(expired.msg).toContain('expired');
    const listed = (
      await callAs<CollectionPage>('demo.company', 'collection/list', { stage: [8], cardNumber: card.iccid })
    ).rows[0];
    expect(listed?.collections.map((row) => row.id)).toEqual([third.id]);

    expect(await callPublic('service-hall/open', { token: 'x'.repeat(43) })).toMatchObject({ status: '404' });
    expect(await callPublic('service-hall/open', { token: 'short' })).toMatchObject({ status: '400' });
  });

  it('refuses a confirmation whose identity number fails its check character, and keeps scope and rights', async () => {
    const card = await fittedCard(2);
    const { token, id } = await sendLink(card.iccid);
    const wrongNumber = `${owner.idNumber.slice(0, 17)}${owner.idNumber.endsWith('1') ? '2' : '1'}`;
    const refused = await callPublic('service-hall/confirm', {
      token,
      owner: { ...confirmation, idNumber: wrongNumber },
      mobile: '13912345678',
      consent: true,
    });
    expect(refused).toMatchObject({ status: '400' });
    const notConsented = await callPublic('service-hall/confirm', {
      token,
      owner: confirmation,
      mobile: '13912345678',
      consent: false,
    });
    expect(notConsented).toMatchObject({ status: '400' });
    const [stored] = await testApp.database.db
      .select()
      .from(realNameCollections)
      .where(eq(realNameCollections.id, id));
    expect(stored).toMatchObject({ ownerSealed: null, stage: 1 });

    // The dealer sends links at sale, for the cards of its own org only.
    expect((await callAs('demo.restricted', 'collection/list', {})).status).toBe('403');
    await testApp.database.db
      .update(realNameCollections)
      .set({ companyId: sql`(select id from companies where name = 'Fleetlink API')` })
      .where(eq(realNameCollections.id, id));
    expect(await callAs('demo.company', 'collection/detail', { id })).toMatchObject({ status: '404' });
    expect(await callAs('demo.dealer', 'collection/detail', { id })).toMatchObject({ status: '404' });
    expect(await callAs('admin', 'collection/detail', { id })).toMatchObject({ status: '0' });
  });

  it('lets a dealer send links for the cards of its own org, and no other', async () => {
    const cards = (
      (await testApp.database.db.execute(sql`select c.id::int as id, c.iccid,
          coalesce(c.org_path like d.org_path || '%', false) as own
        from sim_cards c
        join companies co on co.id = c.company_id and co.name = 'Aurora Motors'
        cross join (select org.path as org_path from operators op join organizations org on org.id = op.org_id
          where op.account = 'demo.dealer') d
        where c.real_name_status = 0 and c.card_status in (2, 6, 7) and c.id <= 400
        order by c.id desc`)) as unknown as { rows: { id: number; iccid: string; own: boolean }[] }
    ).rows;
    const own = cards.find((card) => card.own);
    const other = cards.find((card) => !card.own);
    if (!own || !other) throw new Error('the demo has no card in and out of the dealer’s org');
    for (const card of [own, other]) {
      await testApp.database.db
        .update(simCards)
        .set({ vin: madeUpVin(card.id) })
        .where(eq(simCards.id, card.id));
    }
    expect(await callAs('demo.dealer', 'collection/send', { cardNumber: other.iccid })).toMatchObject({
      status: '400',
    });
    const sent = await callAs<CollectionSentRow>('demo.dealer', 'collection/send', { cardNumber: own.iccid });
    expect(sent.status, sent.msg).toBe('0');
  });
});

describe('deregistration at an owner change', () => {
  it('cancels the owner’s registration through the carrier, erases the pictures, and lets a new owner link go', async () => {
    const [collection] = await testApp.database.db
      .select()
      .from(realNameCollections)
      .where(isNotNull(realNameCollections.registrationId));
    const iccid = collection?.iccid ?? '';
    const submitted = await callAs<DeregistrationRow>('demo.company', 'deregistration/submit', {
      cardNumbers: [iccid],
      reason: 1,
      note: 'sold to a new owner',
    });
    expect(submitted.status, submitted.msg).toBe('0');
    const batch = submitted.rows[0] as DeregistrationRow;
    expect(batch).toMatchObject({ cardCount: 1, waiting: 1, reason: 1 });
    expect(
      await callAs('demo.company', 'deregistration/submit', { cardNumbers: [iccid], reason: 1 }),
    ).toMatchObject({ status: '409' });

    const { track } = testApp.modules.handleOf(realNameModule);
    let detail: DeregistrationRow | undefined;
    for (let attempt = 0; attempt < 100 && detail?.deregistered !== 1; attempt += 1) {
      await track();
      detail = (await callAs<DeregistrationRow>('demo.company', 'deregistration/detail', { id: batch.id }))
        .rows[0];
      await sleep(50);
    }
    expect(detail).toMatchObject({ deregistered: 1, failed: 0 });
    const cardsPage = (
      await callAs<DeregistrationCardPage>('demo.company', 'deregistration/cards', { id: batch.id })
    ).rows[0];
    expect(cardsPage?.cards[0]).toMatchObject({ iccid, status: 3, holderName: expect.stringContaining('*') });

    const [registration] = await testApp.database.db
      .select()
      .from(realNameRegistrations)
      .where(eq(realNameRegistrations.id, collection?.registrationId ?? 0));
    expect(registration?.status).toBe(3);
    const [erased] = await testApp.database.db
      .select()
      .from(realNameCollections)
      .where(eq(realNameCollections.id, collection?.id ?? 0));
    expect(erased).toMatchObject({
      frontPictureSealed: null,
      backPictureSealed: null,
      livePhotoSealed: null,
    });
    const [card] = await testApp.database.db
      .select()
      .from(simCards)
      .where(eq(simCards.id, collection?.cardId ?? 0));
    expect(card?.realNameStatus).toBe(3);

    const next = await callAs<CollectionSentRow>('demo.company', 'collection/send', { cardNumber: iccid });
    expect(next.status, next.msg).toBe('0');
  });

  it('refuses unknown and unregistered cards whole, and keeps deregistrations to those granted', async () => {
    const before = await testApp.database.db.$count(realNameDeregistrations);
    const card = await fittedCard(5);
    const unregistered = await callAs('demo.company', 'deregistration/submit', {
      cardNumbers: [card.iccid],
      reason: 2,
    });
    expect(unregistered).toMatchObject({ status: '400' });
    expect(unregistered.msg).toContain('not registered');
    const unknown = await callAs('demo.company', 'deregistration/submit', {
      cardNumbers: ['89860000000000000000'],
      reason: 2,
    });
    expect(unknown).toMatchObject({ status: '400' });
    expect(
      await callAs('demo.company', 'deregistration/submit', { cardNumbers: [card.iccid], reason: 9 }),
    ).toMatchObject({
      status: '400',
    });
    expect(await testApp.database.db.$count(realNameDeregistrations)).toBe(before);
    expect((await callAs('demo.dealer', 'deregistration/list', {})).status).toBe('403');
  });
});
