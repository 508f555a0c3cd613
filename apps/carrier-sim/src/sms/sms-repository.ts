import { instant } from '../cards/card-context';
import type { Queryable } from '../database/database';
import { deliveryFailures, type DeliveryFailureCode } from './delivery-model';

export interface StoredMessage {
  messageId: string;
  iccid: string;
  msisdn: string;
  direction: 'MT' | 'MO';
  content: string;
  sentAt: Date;
  reportAt: Date | null;
  outcome: 'delivered' | 'failed' | null;
  failureCode: DeliveryFailureCode | null;
  replyTo: string | null;
}

export const messageSelect = `SELECT message.message_id AS "messageId", message.iccid, card.msisdn,
  message.direction, message.content, message.sent_at AS "sentAt", message.report_at AS "reportAt",
  message.outcome, message.failure_code AS "failureCode", message.reply_to AS "replyTo"
  FROM carrier_sim.sms_messages message JOIN carrier_sim.cards card ON card.iccid = message.iccid`;

/** A message as the carrier shows it at `now`: an MT message is `submitted` until its report arrives. */
export function messageAnswer(message: StoredMessage, now: number, replies: readonly string[] = []) {
  const reported =
    message.direction === 'MT' && message.reportAt !== null && message.reportAt.getTime() <= now;
  const state = message.direction === 'MO' ? 'received' : reported ? message.outcome : 'submitted';
  const failureCode = reported ? message.failureCode : null;
  return {
    messageId: message.messageId,
    iccid: message.iccid,
    msisdn: message.msisdn,
    direction: message.direction,
    content: message.content,
    sentAt: instant(message.sentAt),
    state,
    reportedAt: reported ? instant(message.reportAt) : null,
    failureCode,
    failureReason: failureCode ? deliveryFailures[failureCode] : null,
    replyTo: message.replyTo,
    ...(message.direction === 'MT' ? { replies } : {}),
  };
}

/** MO replies to the given MT messages that the devices have sent by now, keyed by the message answered. */
export async function findReplies(
  database: Queryable,
  messageIds: readonly string[],
  now: number,
): Promise<Map<string, string[]>> {
  const rows = await database.query<{ replyTo: string; messageId: string }>(
    `SELECT reply_to AS "replyTo", message_id AS "messageId" FROM carrier_sim.sms_messages
     WHERE reply_to = ANY($1::text[]) AND sent_at <= $2 ORDER BY sent_at, message_id`,
    [messageIds, new Date(now)],
  );
  const byMessage = new Map<string, string[]>();
  for (const row of rows) byMessage.set(row.replyTo, [...(byMessage.get(row.replyTo) ?? []), row.messageId]);
  return byMessage;
}
