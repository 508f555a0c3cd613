// Call detail records, generated on read from the same models as usage and sessions: a day's data usage is
// shared among the data sessions that started that day (a session lasts to the end of its slot and its record
// is written when it closes), its SMS count becomes device-sent (MO) messages and
// its voice minutes become calls. Nothing is stored, so a million cards cost nothing until asked about.
import { carrierDayOf, millisecondsPerDay, startOfCarrierDay } from '../time/carrier-day';
import { cellAreaAt, type CellArea } from '../world/cell-area';
import { deviceAt } from '../world/device-model';
import { mix, unit } from '../world/hash';
import { sessionAt, slotRhythmOf } from '../world/session-model';
import { usageOfDay } from '../world/usage-model';
import { cardApns, type CardContext } from './card-context';
import { segmentAt } from './card-timeline';

export const recordTypes = ['data', 'sms', 'voice'] as const;
export type RecordType = (typeof recordTypes)[number];

export interface CallDetailRecord {
  recordId: string;
  type: RecordType;
  iccid: string;
  msisdn: string;
  startedAt: number;
  endedAt: number;
  imei: string | null;
  cellArea: CellArea | null;
  /** data: bytes sent and received, the APN and the radio technology */
  uplinkBytes?: number;
  downlinkBytes?: number;
  apn?: string;
  rat?: string | null;
  /** sms and voice: MO (from the device) or MT (to it), and the other party */
  direction?: 'MO' | 'MT';
  peer?: string;
  /** voice: seconds talked (billed by the started minute) */
  durationSeconds?: number;
}

interface Window {
  from: number;
  to: number;
}

// Salts that keep each kind of record's draws apart.
const salts = { data: 501, sms: 502, voice: 503 } as const;
const platformShortCode = '1065840100';

function common(context: CardContext, type: RecordType, startedAt: number, endedAt: number, index: number) {
  const { card, seed } = context;
  return {
    recordId: `${type[0]?.toUpperCase()}${card.iccid}${startedAt.toString(36)}${index}`,
    type,
    iccid: card.iccid,
    msisdn: card.msisdn,
    startedAt,
    endedAt,
    imei: deviceAt(seed, context.timeline(), startedAt, context.imeiChangeShare).imei,
    cellArea: cellAreaAt(seed, startedAt, salts[type]),
  };
}

/** Closed data sessions that started on a carrier day, with the day's data shared by their length. */
function dataSessionsOfDay(context: CardContext, day: number, dataKb: number): CallDetailRecord[] {
  const { seed, card } = context;
  const timeline = context.timeline();
  const dayStart = startOfCarrierDay(day);
  const { slotLength, phase } = slotRhythmOf(seed);
  const apn = cardApns(card).find((entry) => entry.enabled)?.name ?? null;
  const sessions: { startedAt: number; endedAt: number; rat: string | null; apn: string }[] = [];
  const firstSlot = Math.floor((dayStart + phase) / slotLength);
  const lastSlot = Math.floor((dayStart + millisecondsPerDay - 1 + phase) / slotLength);
  for (let slot = firstSlot; slot <= lastSlot; slot += 1) {
    const slotEnd = (slot + 1) * slotLength - phase;
    const input = {
      seed,
      now: slotEnd - 1,
      current: segmentAt(timeline, slotEnd - 1),
      apn,
      sessionResetAt: card.sessionResetAt?.getTime() ?? null,
    };
    const session = sessionAt(input);
    if (!session.online || session.startedAt === null || session.apn === null) continue;
    if (carrierDayOf(session.startedAt) !== day) continue;
    sessions.push({ startedAt: session.startedAt, endedAt: slotEnd, rat: session.rat, apn: session.apn });
  }
  const totalLength = sessions.reduce((sum, session) => sum + (session.endedAt - session.startedAt), 0);
  return sessions.map((session, index) => {
    const bytes = Math.round((dataKb * 1024 * (session.endedAt - session.startedAt)) / (totalLength || 1));
    const uplinkShare = 0.1 + 0.2 * unit(seed, session.startedAt % 1_000_003, salts.data);
    const uplinkBytes = Math.round(bytes * uplinkShare);
    return {
      ...common(context, 'data', session.startedAt, session.endedAt, index),
      uplinkBytes,
      downlinkBytes: bytes - uplinkBytes,
      apn: session.apn,
      rat: session.rat,
    };
  });
}

/** Moments spread over a carrier day, in order, drawn from the card, the day and the kind. */
function momentsOfDay(seed: number, day: number, count: number, salt: number): number[] {
  const dayStart = startOfCarrierDay(day);
  return Array.from({ length: count }, (_, index) =>
    Math.floor(dayStart + unit(seed, day, index, salt) * millisecondsPerDay),
  ).sort((left, right) => left - right);
}

function messagesOfDay(context: CardContext, day: number, smsCount: number): CallDetailRecord[] {
  return momentsOfDay(context.seed, day, smsCount, salts.sms).map((at, index) => ({
    ...common(context, 'sms', at, at, index),
    direction: 'MO' as const,
    peer: platformShortCode,
  }));
}

function callsOfDay(context: CardContext, day: number, voiceMinutes: number): CallDetailRecord[] {
  const { seed } = context;
  const minutes: number[] = [];
  for (let left = voiceMinutes; left > 0;) {
    const call = Math.min(left, 1 + (mix(seed, day, minutes.length, salts.voice) % 5));
    minutes.push(call);
    left -= call;
  }
  const moments = momentsOfDay(seed, day, minutes.length, salts.voice + 1);
  return minutes.map((callMinutes, index) => {
    const startedAt = moments[index] ?? startOfCarrierDay(day);
    const durationSeconds = callMinutes * 60 - (mix(seed, day, index, salts.voice + 2) % 59);
    const peerNumber = 13_800_000_000 + (mix(seed, Math.floor(day / 30), index % 3) % 99_999_999);
    return {
      ...common(context, 'voice', startedAt, startedAt + durationSeconds * 1000, index),
      direction: unit(seed, day, index, salts.voice + 3) < 0.6 ? ('MO' as const) : ('MT' as const),
      peer: String(peerNumber),
      durationSeconds,
    };
  });
}

/** The card's records of the given types that started in the window and were closed by now, in time order. */
export function callDetailRecords(
  context: CardContext,
  window: Window,
  types: readonly RecordType[],
): CallDetailRecord[] {
  const records: CallDetailRecord[] = [];
  const lastDay = carrierDayOf(Math.min(window.to, context.now) - 1);
  for (let day = carrierDayOf(window.from); day <= lastDay; day += 1) {
    // The whole day's amounts, so a record already closed keeps its figures as the day goes on.
    const usage = usageOfDay(context.seed, day, context.timeline(), startOfCarrierDay(day + 1));
    if (types.includes('data') && usage.dataKb > 0)
      records.push(...dataSessionsOfDay(context, day, usage.dataKb));
    if (types.includes('sms')) records.push(...messagesOfDay(context, day, usage.smsCount));
    if (types.includes('voice')) records.push(...callsOfDay(context, day, usage.voiceMinutes));
  }
  return records
    .filter(
      (record) =>
        record.startedAt >= window.from && record.startedAt < window.to && record.endedAt <= context.now,
    )
    .sort(compareRecords);
}

/** Records of one card in the order a list pages through them. */
export function compareRecords(left: CallDetailRecord, right: CallDetailRecord): number {
  return (
    left.startedAt - right.startedAt ||
    (left.recordId < right.recordId ? -1 : left.recordId > right.recordId ? 1 : 0)
  );
}

/** A message kept by the SMS centre (a T-Box command delivered, a device's reply) as an SMS record. */
export function storedMessageRecord(
  context: CardContext,
  message: { messageId: string; direction: 'MO' | 'MT'; at: number },
): CallDetailRecord {
  return {
    ...common(context, 'sms', message.at, message.at, 0),
    recordId: message.messageId,
    direction: message.direction,
    peer: platformShortCode,
  };
}
