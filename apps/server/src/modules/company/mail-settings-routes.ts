import { sql } from 'drizzle-orm';
import { editMailConfigCall, mailConfigCall, sendTestMailCall, type MailConfigRow } from '@simdesk/contract';
import { storedMailConfig } from '../../platform/database/company-configs';
import { companyMailConfigs } from '../../platform/database/schema-settings';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import { MailDeliveryError, sendMail } from '../../platform/mail/mailer';
import type { AppServices } from '../../platform/services';
import { targetCompany } from './company-access';

const notConfigured: MailConfigRow = {
  configured: false,
  host: null,
  port: null,
  secure: false,
  username: null,
  passwordSet: false,
  fromAddress: null,
  enabled: false,
};

/** Enterprise settings → mail server: read it (never the password), change it, send a test mail through it. */
export function registerMailSettingsCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, config } = services;

  registrar.guardedCall(mailConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const stored = await storedMailConfig(db, company.id);
    if (!stored) return { rows: [notConfigured] };
    return {
      rows: [
        {
          configured: true,
          host: stored.host,
          port: stored.port,
          secure: stored.secure,
          username: stored.username,
          passwordSet: Boolean(stored.password),
          fromAddress: stored.fromAddress,
          enabled: stored.enabled,
        },
      ],
    };
  });

  registrar.guardedCall(editMailConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const stored = await storedMailConfig(db, company.id);
    // An omitted password keeps the stored one: the console never has it to send back.
    const password = obj.clearPassword ? null : (obj.password ?? stored?.password ?? null);
    const values = {
      host: obj.host,
      port: obj.port,
      secure: obj.secure,
      username: obj.username || null,
      password,
      fromAddress: obj.fromAddress,
      enabled: obj.enabled,
      updatedAt: sql`now()`,
    };
    await db
      .insert(companyMailConfigs)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: companyMailConfigs.companyId, set: values });
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });

  registrar.guardedCall(sendTestMailCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const stored = await storedMailConfig(db, company.id);
    if (!stored) throw badRequest('no mail server is set up yet: save the mail server first');
    try {
      const sent = await sendMail(
        stored,
        {
          to: obj.to,
          subject: `${company.platformName}: test mail`,
          text:
            `This is a test mail from ${company.platformName} (${company.name}).\n` +
            `It was sent through ${stored.host}:${stored.port} at the request of ${caller.account}.\n` +
            'If you can read it, the mail server settings work.\n',
        },
        config.outbound,
      );
      return { rows: [{ to: obj.to, ...sent }], auditTarget: String(company.id) };
    } catch (error) {
      if (error instanceof MailDeliveryError) throw badRequest(error.message);
      throw error;
    }
  });
}
