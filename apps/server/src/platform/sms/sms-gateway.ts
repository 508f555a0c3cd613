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

/**
 * Writes every message to the outbox table and a line to the log with the number masked. When no provider
 * delivers the messages (no HTTP gateway), the log line carries the text too, so a demo can read its codes.
 */
export function createOutboxGateway(db: Database, logger: FastifyBaseLogger, logText: boolean): SmsGateway {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message);
      const fields = { mobile: maskPhone(message.mobile), purpose: message.purpose };
      logger.info(logText ? { ...fields, text: message.content } : fields, 'sms queued in outbox');
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
