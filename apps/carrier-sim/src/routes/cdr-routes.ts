import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instant, loadCardContexts, type CardContext } from '../cards/card-context';
import {
  callDetailRecords,
  compareRecords,
  recordTypes,
  storedMessageRecord,
  type CallDetailRecord,
  type RecordType,
} from '../cards/call-detail-records';
import { cardColumns, type CardRow } from '../cards/card-row';
import { findCards } from '../cards/card-repository';
import type { Queryable } from '../database/database';
import { requestAccount } from '../http/authentication';
import { badRequest } from '../http/carrier-error';
import { namesCards, parseWith, selectorFromQuery } from '../http/card-selector';
import { decodeCursor, encodeCursor, timeWindowFields, timeWindowOf, type TimeWindow } from '../http/paging';
import type { SimServices } from '../services';

const listQuery = z.object({
  ...timeWindowFields,
  types: z.string().optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(300).optional(),
});
const cursorSchema = z.strictObject({ iccid: z.string(), startedAt: z.number(), recordId: z.string() });
type Cursor = z.infer<typeof cursorSchema>;

// By card: a month of a few cards, 50 a page. By account: a week, 500 a page, as a bulk CDR download is.
const limits = {
  cards: { maximumCards: 20, maximumDays: 31, maximumPageSize: 50 },
  account: { maximumDays: 7, maximumPageSize: 500 },
} as const;
/** Cards looked at by one account page at most; a page may end early with a cursor to go on from. */
const cardsScannedPerPage = 1000;
const cardsPerBatch = 100;
// After this, a cursor points past every record of its card.
const endOfCard = Number.MAX_SAFE_INTEGER;

function parseTypes(text: string | undefined): RecordType[] {
  if (text === undefined) return [...recordTypes];
  const types = text.split(',').filter(Boolean);
  const unknown = types.filter((type) => !(recordTypes as readonly string[]).includes(type));
  if (types.length === 0 || unknown.length > 0)
    throw badRequest(`types: one or more of ${recordTypes.join(', ')}`);
  return types as RecordType[];
}

const recordAnswer = (record: CallDetailRecord) => ({
  ...record,
  startedAt: instant(record.startedAt),
  endedAt: instant(record.endedAt),
});

const isAfter = (record: CallDetailRecord, cursor: Cursor | null) =>
  !cursor ||
  record.iccid > cursor.iccid ||
  (record.iccid === cursor.iccid &&
    (record.startedAt > cursor.startedAt ||
      (record.startedAt === cursor.startedAt && record.recordId > cursor.recordId)));

/** A card's generated records plus what the SMS centre kept for it (delivered commands, device replies). */
async function recordsOfCards(
  database: Queryable,
  contexts: readonly CardContext[],
  window: TimeWindow,
  types: readonly RecordType[],
): Promise<Map<string, CallDetailRecord[]>> {
  const stored = types.includes('sms')
    ? await database.query<{ iccid: string; messageId: string; direction: 'MO' | 'MT'; at: Date }>(
        `SELECT iccid, message_id AS "messageId", direction,
           CASE WHEN direction = 'MT' THEN report_at ELSE sent_at END AS at
         FROM carrier_sim.sms_messages
         WHERE iccid = ANY($1::text[]) AND (direction = 'MO' OR outcome = 'delivered')
           AND CASE WHEN direction = 'MT' THEN report_at ELSE sent_at END >= $2
           AND CASE WHEN direction = 'MT' THEN report_at ELSE sent_at END < $3`,
        [contexts.map((context) => context.card.iccid), new Date(window.from), new Date(window.to)],
      )
    : [];
  const byCard = new Map<string, CallDetailRecord[]>();
  for (const context of contexts) {
    const kept = stored
      .filter((message) => message.iccid === context.card.iccid)
      .map((message) => storedMessageRecord(context, { ...message, at: message.at.getTime() }));
    byCard.set(
      context.card.iccid,
      [...callDetailRecords(context, window, types), ...kept].sort(compareRecords),
    );
  }
  return byCard;
}

/** Call detail records (data sessions, SMS, voice) by card or for the whole account, keyset-paged. */
export function registerCdrRoutes(app: FastifyInstance, services: SimServices): void {
  const { database, clock } = services;

  app.get('/v1/cdrs', async (request) => {
    const account = requestAccount(request);
    const query = parseWith(listQuery, request.query);
    const types = parseTypes(query.types);
    const byCards = namesCards(request.query);
    const limit = byCards ? limits.cards : limits.account;
    const pageSize = query.pageSize ?? limit.maximumPageSize;
    if (pageSize > limit.maximumPageSize) {
      throw badRequest(`pageSize: at most ${limit.maximumPageSize}`, { maximum: limit.maximumPageSize });
    }
    const now = clock.now();
    const window = timeWindowOf(query, now, limit.maximumDays);
    const cursor = query.cursor ? decodeCursor(cursorSchema, query.cursor) : null;
    let named: CardRow[] | null = null;
    if (byCards) {
      const { identifierType, identifiers } = selectorFromQuery(request.query, limits.cards.maximumCards);
      const found = await findCards(database, account.appId, identifierType, identifiers);
      named = [...found.values()].sort((left, right) => (left.iccid < right.iccid ? -1 : 1));
    }

    const page: CallDetailRecord[] = [];
    let scanned = 0;
    // The cursor's card may have records left; every later batch starts after the last card looked at.
    let from = { iccid: cursor?.iccid ?? '', inclusive: true };
    for (;;) {
      const batch: CardRow[] = named
        ? named
            .filter((card) => card.iccid > from.iccid || (from.inclusive && card.iccid === from.iccid))
            .slice(0, cardsPerBatch)
        : await database.query<CardRow>(
            `SELECT ${cardColumns} FROM carrier_sim.cards card
             WHERE card.app_id = $1 AND (card.iccid > $2 OR ($3 AND card.iccid = $2))
             ORDER BY card.iccid LIMIT $4`,
            [account.appId, from.iccid, from.inclusive, cardsPerBatch],
          );
      if (batch.length === 0) return { records: page.map(recordAnswer), nextCursor: null };
      const contexts = await loadCardContexts(database, batch, now, {
        imeiChangeShare: services.config.imeiChangeShare,
      });
      const records = await recordsOfCards(database, contexts, window, types);
      for (const card of batch) {
        from = { iccid: card.iccid, inclusive: false };
        scanned += 1;
        for (const record of records.get(card.iccid) ?? []) {
          if (!isAfter(record, cursor)) continue;
          if (page.length === pageSize) {
            const last = page[page.length - 1];
            return {
              records: page.map(recordAnswer),
              nextCursor: last
                ? encodeCursor({ iccid: last.iccid, startedAt: last.startedAt, recordId: last.recordId })
                : null,
            };
          }
          page.push(record);
        }
        if (scanned >= cardsScannedPerPage) {
          return {
            records: page.map(recordAnswer),
            nextCursor: encodeCursor({ iccid: card.iccid, startedAt: endOfCard, recordId: '' }),
          };
        }
      }
    }
  });
}
