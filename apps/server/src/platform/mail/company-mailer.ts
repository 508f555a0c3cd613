import type { Database } from '../database/connect';
import { storedMailConfig } from '../database/company-configs';
import type { OutboundConfig } from '../outbound/outbound-policy';
import { MailDeliveryError, sendMail, type OutgoingMail } from './mailer';

/** Mail through a company's own mail server (enterprise settings → mail), as services.mail. */
export interface CompanyMailer {
  /** Sends through the company's stored server; MailDeliveryError when none is set up or it fails. */
  send(companyId: number, mail: OutgoingMail): Promise<{ response: string; durationMs: number }>;
}

export function createCompanyMailer(db: Database, config: OutboundConfig): CompanyMailer {
  return {
    async send(companyId, mail) {
      const server = await storedMailConfig(db, companyId);
      if (!server) throw new MailDeliveryError('no mail server is set up for this company');
      if (!server.enabled) throw new MailDeliveryError('the mail server of this company is turned off');
      return sendMail(server, mail, config);
    },
  };
}
