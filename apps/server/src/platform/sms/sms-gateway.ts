import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '@simdesk/contract';
import type { Database } from '../database/connect';
import { smsOutbox } from '../database/schema';

export interface SmsMessage {
  mobile: string;
  purpose: string;
  content: string;
}

/** Where text messages go. The default keeps them in the outbox table; an HTTP gateway posts them on. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** Writes every message to the outbox table and a line (masked number) to the log. */
export function createOutboxGateway(db: Database, logger: FastifyBaseLogger): SmsGateway {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message);
      logger.info({ mobile: maskPhone(message.mobile), purpose: message.purpose }, 'sms queued in outbox');
    },
  };
}

/** Also POSTs each message as JSON to a provider's gateway URL; the outbox keeps the record. */
export function createHttpGateway(outbox: SmsGateway, url: string): SmsGateway {
  return {
    async send(message) {
      await outbox.send(message);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`sms gateway answered ${response.status}`);
    },
  };
}
