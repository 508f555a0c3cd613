import { callRecordType } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { ensureMonthlyPartitions } from '../../platform/database/monthly-partitions';
import type { CarrierCallRecord } from '../../platform/carrier/carrier-gateway';
import { cardsByIccid } from '../sim-cards';
import { callDetailRecords } from './call-records-schema';

const typeCodes = {
  data: callRecordType.byName.data,
  sms: callRecordType.byName.sms,
  voice: callRecordType.byName.voice,
};

/** Makes the monthly partitions of call_detail_records from the day `from` to the day `to`. */
export async function ensureRecordPartitions(db: Database, from: Date, to: Date): Promise<void> {
  const day = (instant: Date) => instant.toISOString().slice(0, 10);
  await ensureMonthlyPartitions(db, 'call_detail_records', {
    from: day(from),
    to: day(to),
    timestampKey: true,
  });
}

function cellAreaText(record: CarrierCallRecord): string | null {
  const area = record.cellArea;
  return area ? `${area.city} LAC ${area.lac} CI ${area.cellId}` : null;
}

/**
 * Stores a page of the carrier's records, each placed with its card's company and org; records the console
 * already has (same carrier record id) and records of cards it does not know are left out. Answers how many
 * were added.
 */
export async function storeCallRecords(
  db: Database,
  accountId: number,
  records: readonly CarrierCallRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  const cards = new Map(
    (await cardsByIccid(db, [...new Set(records.map((record) => record.iccid))])).map((card) => [
      card.iccid,
      card,
    ]),
  );
  const rows = records.flatMap((record) => {
    const card = cards.get(record.iccid);
    if (!card) return [];
    return [
      {
        accountId,
        companyId: card.companyId,
        orgPath: card.orgPath,
        cardId: card.id,
        iccid: record.iccid,
        msisdn: record.msisdn ?? card.msisdn,
        carrierRecordId: record.recordId,
        recordType: typeCodes[record.type],
        startedAt: new Date(record.startedAt),
        endedAt: record.endedAt ? new Date(record.endedAt) : null,
        direction: record.direction ?? null,
        peer: record.peer ?? null,
        uplinkBytes: record.uplinkBytes ?? null,
        downlinkBytes: record.downlinkBytes ?? null,
        durationSeconds: record.durationSeconds ?? null,
        apn: record.apn ?? null,
        rat: record.rat ?? null,
        cellArea: cellAreaText(record),
        imei: record.imei,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(callDetailRecords)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: callDetailRecords.id });
  return added.length;
}
