import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findCards, findEveryCard } from '../cards/card-repository';
import { requestAccount } from '../http/authentication';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import {
  cardListFields,
  namesCards,
  parseWith,
  selectorFromBody,
  selectorFromQuery,
} from '../http/card-selector';
import { decodeCursor, encodeCursor, timeWindowFields, timeWindowOf } from '../http/paging';
import { nextOrderNumber } from '../orders/order-number';
import type { SimServices } from '../services';
import { planDelivery } from '../sms/delivery-model';
import { findReplies, messageAnswer, messageSelect, type StoredMessage } from '../sms/sms-repository';

const sendRequest = z.strictObject({ ...cardListFields, content: z.string().min(1).max(500) });
const listQuery = z.object({
  ...timeWindowFields,
  direction: z.enum(['MT', 'MO']).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(50),
  cursor: z.string().max(200).optional(),
});
const cursorSchema = z.strictObject({ sentAt: z.number(), messageId: z.string() });

/** SMS records are asked for at most 20 cards at a time (OneLink's limit), over at most 31 days. */
const maximumCardsPerListing = 20;
const maximumListingDays = 31;

/** T-Box remote control by SMS: send MT messages, read their delivery reports and the devices' MO replies. */
export function registerSmsRoutes(app: FastifyInstance, services: SimServices): void {
  const { database, clock } = services;

  app.post('/v1/sms/messages', async (request) => {
    const account = requestAccount(request);
    const { content, ...cardLists } = parseWith(sendRequest, request.body);
    const selector = selectorFromBody(cardLists);
    return database.transaction(async (transaction) => {
      const cards = await findEveryCard(transaction, account.appId, selector);
      const now = clock.now();
      const messages = [];
      for (const identifier of selector.identifiers) {
        const card = cards.get(identifier);
        if (!card) continue;
        const messageId = `SM${await nextOrderNumber(transaction, now, 'carrier_sim.sms_sequence')}`;
        const plan = planDelivery(card, messageId, content, now);
        await transaction.query(
          `INSERT INTO carrier_sim.sms_messages
             (message_id, app_id, iccid, direction, content, sent_at, report_at, outcome, failure_code)
           VALUES ($1, $2, $3, 'MT', $4, $5, $6, $7, $8)`,
          [
            messageId,
            account.appId,
            card.iccid,
            content,
            new Date(now),
            new Date(plan.reportAt),
            plan.outcome,
            plan.failureCode,
          ],
        );
        if (plan.reply) {
          await transaction.query(
            `INSERT INTO carrier_sim.sms_messages (message_id, app_id, iccid, direction, content, sent_at, reply_to)
             VALUES ($1, $2, $3, 'MO', $4, $5, $6)`,
            [
              `${messageId}R`,
              account.appId,
              card.iccid,
              plan.reply.content,
              new Date(plan.reply.sentAt),
              messageId,
            ],
          );
        }
        messages.push({
          iccid: card.iccid,
          messageId,
          state: 'submitted',
          sentAt: new Date(now).toISOString(),
        });
      }
      return { messages };
    });
  });

  app.get<{ Params: { messageId: string } }>('/v1/sms/messages/:messageId', async (request) => {
    const now = clock.now();
    const rows = await database.query<StoredMessage>(
      `${messageSelect} WHERE message.message_id = $1 AND message.app_id = $2 AND message.sent_at <= $3`,
      [request.params.messageId, requestAccount(request).appId, new Date(now)],
    );
    const message = rows[0];
    if (!message) {
      throw new CarrierError(
        404,
        carrierErrorCodes.messageNotFound,
        `no message ${request.params.messageId}`,
      );
    }
    const replies = await findReplies(database, [message.messageId], now);
    return messageAnswer(message, now, replies.get(message.messageId));
  });

  app.get('/v1/sms/messages', async (request) => {
    const account = requestAccount(request);
    const query = parseWith(listQuery, request.query);
    const now = clock.now();
    const window = timeWindowOf(query, now, maximumListingDays);
    let iccids: string[] | null = null;
    if (namesCards(request.query)) {
      const selector = selectorFromQuery(request.query, maximumCardsPerListing);
      const cards = await findCards(database, account.appId, selector.identifierType, selector.identifiers);
      iccids = [...cards.values()].map((card) => card.iccid);
    }
    const after = query.cursor ? decodeCursor(cursorSchema, query.cursor) : null;
    const rows = await database.query<StoredMessage>(
      `${messageSelect}
       WHERE message.app_id = $1 AND message.sent_at >= $2 AND message.sent_at < $3
         AND ($4::text[] IS NULL OR message.iccid = ANY($4::text[]))
         AND ($5::text IS NULL OR message.direction = $5)
         AND ($6::timestamptz IS NULL OR (message.sent_at, message.message_id) > ($6::timestamptz, $7::text))
       ORDER BY message.sent_at, message.message_id LIMIT $8`,
      [
        account.appId,
        new Date(window.from),
        new Date(window.to),
        iccids,
        query.direction ?? null,
        after ? new Date(after.sentAt) : null,
        after?.messageId ?? null,
        query.pageSize + 1,
      ],
    );
    const page = rows.slice(0, query.pageSize);
    const replies = await findReplies(
      database,
      page.map((message) => message.messageId),
      now,
    );
    const last = page[page.length - 1];
    return {
      messages: page.map((message) => messageAnswer(message, now, replies.get(message.messageId))),
      nextCursor:
        rows.length > query.pageSize && last
          ? encodeCursor({ sentAt: last.sentAt.getTime(), messageId: last.messageId })
          : null,
    };
  });
}
