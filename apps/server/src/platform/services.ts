import type { FastifyBaseLogger } from 'fastify';
import type { AuditTrail } from './audit/audit-trail';
import type { Authenticator } from './auth/authenticator';
import type { PasswordKeyPair } from './auth/key-pair';
import type { Clock } from './clock';
import type { ServerConfig } from './config/config';
import type { Database } from './database/connect';
import type { SmsGateway } from './sms/sms-gateway';
import type { TaskRunner } from './tasks/task-runner';
import type { CompanyMailer } from './mail/company-mailer';
import type { WebhookPusher } from './webhooks/webhook-pusher';
import type { MessagePublisher } from './messages/message-publisher';
import type { CarrierService } from './carrier/carrier-service';
import type { PersonalDataBox } from './privacy/personal-data';

/** What every module is handed: the platform, built once in app.ts. */
export interface AppServices {
  config: ServerConfig;
  db: Database;
  clock: Clock;
  keyPair: PasswordKeyPair;
  sms: SmsGateway;
  audit: AuditTrail;
  authenticator: Authenticator;
  logger: FastifyBaseLogger;
  /** Background tasks: register kinds at build time, start them with startTask. */
  tasks: TaskRunner;
  /** Mail through a company's own mail server. */
  mail: CompanyMailer;
  /** API push (signed webhooks) to a company's receiver: services.webhooks.push(companyId, eventType, data). */
  webhooks: WebhookPusher;
  /** The message centre: publish a message to a company, an org subtree or some operators. */
  messages: MessagePublisher;
  /** Carrier platforms: services.carrier.gatewayFor(accountId) → query cards, change them, read orders. */
  carrier: CarrierService;
  /** Personal data at rest: seal and open names and document numbers, and their blind indexes for exact search. */
  personalData: PersonalDataBox;
}
