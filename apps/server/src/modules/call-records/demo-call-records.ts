import { alarmSource, callRecordType, messageType, pushStatus } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import type { DemoWorld } from '../../platform/demo/demo-world';
import { cardsOfCompany, type CardPlacement } from '../sim-cards';
import { recordAlarm } from './alarm-recorder';
import { callDetailRecords, callRecordSyncState, pushRecords } from './call-records-schema';
import { ensureRecordPartitions } from './record-store';

const hour = 3_600_000;
const apns = ['cmiot.tbox', 'cmnet'];
const cities = ['Beijing', 'Tianjin', 'Shanghai', 'Guangzhou'];

/** Three days of a card's records: two data sessions a day, an SMS now and then, a call on some days. */
function recordsOf(card: CardPlacement, index: number, accountId: number, now: number) {
  const rows = [];
  for (let day = 0; day < 3; day += 1) {
    for (let slot = 0; slot < 3; slot += 1) {
      const seed = (index * 7 + day * 3 + slot) % 11;
      const type =
        slot < 2
          ? callRecordType.byName.data
          : seed % 2
            ? callRecordType.byName.sms
            : callRecordType.byName.voice;
      const startedAt = new Date(now - (day * 24 + slot * 6 + (index % 5) + 1) * hour);
      const minutes = type === callRecordType.byName.data ? 40 + seed * 9 : 2 + seed;
      const city = cities[(index + day) % cities.length] ?? 'Beijing';
      rows.push({
        accountId,
        companyId: card.companyId,
        orgPath: card.orgPath,
        cardId: card.id,
        iccid: card.iccid,
        msisdn: card.msisdn,
        carrierRecordId: `DEMO-${card.iccid}-${day}-${slot}`,
        recordType: type,
        startedAt,
        endedAt: new Date(startedAt.getTime() + minutes * 60_000),
        direction: type === callRecordType.byName.data ? null : seed % 3 ? 'MO' : 'MT',
        peer:
          type === callRecordType.byName.data
            ? null
            : type === callRecordType.byName.sms
              ? '1065800'
              : '13800138000',
        uplinkBytes: type === callRecordType.byName.data ? 120_000 * (seed + 1) : null,
        downlinkBytes: type === callRecordType.byName.data ? 860_000 * (seed + 2) : null,
        durationSeconds: type === callRecordType.byName.voice ? minutes * 60 - seed : null,
        apn: type === callRecordType.byName.data ? (apns[seed % 2] ?? null) : null,
        rat: type === callRecordType.byName.data ? (seed % 4 ? 'LTE' : 'NR') : null,
        cellArea: `${city} LAC ${(4096 + index).toString(16).toUpperCase()} CI ${(1_200_000 + seed).toString(16).toUpperCase()}`,
        imei: `86${String(4_000_000_000_000 + index).padStart(13, '0')}`,
      });
    }
  }
  return rows;
}

function pushBodyOf(iccid: string, at: Date): string {
  const data = {
    ruleName: 'Data over 80 % of the plan',
    cards: [{ iccid, period: at.toISOString().slice(0, 7) }],
  };
  return JSON.stringify({ type: 'card.usage.alarm', timestamp: at.toISOString(), data });
}

/** Records of Aurora's cards, pushes to its receiver (delivered, retrying, failed) and a few alarms. */
export async function seedDemoCallRecords(db: Database, world: DemoWorld): Promise<void> {
  const cards = await cardsOfCompany(db, world.makerCompanyId, 40);
  const [account] = await db.select({ id: carrierAccounts.id }).from(carrierAccounts).limit(1);
  const now = Date.now();
  await ensureRecordPartitions(db, new Date(now - 5 * 24 * hour), new Date(now + 32 * 24 * hour));
  const records = cards.flatMap((card, index) => recordsOf(card, index, account?.id ?? 0, now));
  if (records.length > 0) await db.insert(callDetailRecords).values(records).onConflictDoNothing();
  if (account) {
    // The demo's records are as of a fetch ten minutes ago; the next is due within the hour.
    await db
      .insert(callRecordSyncState)
      .values({
        accountId: account.id,
        syncedThrough: new Date(now - 10 * 60_000),
        lastRunAt: new Date(now - 10 * 60_000),
        lastRecordCount: records.length,
        nextRunAt: new Date(now + 50 * 60_000),
      })
      .onConflictDoNothing();
  }

  const endpoint = 'https://hooks.aurora-motors.example/simdesk';
  const outcomes = [
    { status: pushStatus.byName.delivered, responseCode: 200, lastError: null, attempts: 1 },
    { status: pushStatus.byName.delivered, responseCode: 200, lastError: null, attempts: 2 },
    {
      status: pushStatus.byName.retrying,
      responseCode: 503,
      lastError: 'hooks.aurora-motors.example answered HTTP 503',
      attempts: 3,
    },
    {
      status: pushStatus.byName.failed,
      responseCode: null,
      lastError: 'no answer from hooks.aurora-motors.example within 10 s',
      attempts: 8,
    },
  ];
  const pushes = cards.slice(0, 12).map((card, index) => {
    const outcome = outcomes[index % outcomes.length] ?? outcomes[0]!;
    const queuedAt = new Date(now - (index * 2 + 1) * hour);
    const delivered = outcome.status === pushStatus.byName.delivered;
    return {
      companyId: world.makerCompanyId,
      eventId: `msg_demo${String(index).padStart(4, '0')}${card.iccid.slice(-6)}`,
      eventType: 'card.usage.alarm',
      endpoint,
      payload: pushBodyOf(card.iccid, queuedAt),
      ...outcome,
      responseExcerpt: delivered ? '{"received":true}' : outcome.responseCode ? 'Service Unavailable' : null,
      durationMs: delivered ? 84 + index : 10_000,
      queuedAt,
      lastAttemptAt: new Date(queuedAt.getTime() + 60_000),
      nextAttemptAt: outcome.status === pushStatus.byName.retrying ? new Date(now + 10 * 60_000) : null,
      deliveredAt: delivered ? new Date(queuedAt.getTime() + 60_000) : null,
    };
  });
  if (pushes.length > 0) await db.insert(pushRecords).values(pushes).onConflictDoNothing();

  const sample = cards.slice(0, 3).map((card) => card.iccid);
  await recordAlarm(db, {
    companyId: world.makerCompanyId,
    source: alarmSource.byName.rule,
    messageType: messageType.byName.dataUsageAlarm,
    ruleName: 'Data over 80 % of the plan',
    cause: `Rule "Data over 80 % of the plan" triggered for ${sample.length} card(s): ${sample.join(', ')}.`,
    iccids: sample,
    actions: [
      { kind: 1, outcome: 1, detail: '3 operator(s) told' },
      { kind: 3, outcome: 1, detail: '1 event(s) queued' },
    ],
    raisedAt: new Date(now - 5 * hour),
  });
  await recordAlarm(db, {
    companyId: world.makerCompanyId,
    source: alarmSource.byName.system,
    messageType: messageType.byName.systemUpgradeNotice,
    cause:
      'Fetching call detail records from carrier account "China Mobile OneLink" failed: the carrier did not answer within 30 s',
    actions: [{ kind: 0, outcome: 1, detail: '3 operator(s) told' }],
    raisedAt: new Date(now - 26 * hour),
  });
}
