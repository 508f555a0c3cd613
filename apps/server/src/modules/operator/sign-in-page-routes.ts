import { eq } from 'drizzle-orm';
import { publicKeyCall, realNameLoginCall, siteInfoCall } from '@simdesk/contract';
import { issueTicket } from '../../platform/auth/tickets';
import { companies } from '../../platform/database/schema';
import { notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

/**
 * What the sign-in page reads before anyone signs in (the key passwords travel under, the page's texts), and
 * the signed-in operator's hand-over to the company's real-name platform.
 */
export function registerSignInPageCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, config } = services;

  registrar.publicCall(publicKeyCall, async () => ({ rows: [{ publicKey: services.keyPair.publicPem }] }));

  registrar.publicCall(siteInfoCall, async () => ({
    rows: [{ ...config.site, smsLoginEnabled: true }],
  }));

  registrar.guardedCall(realNameLoginCall, async ({ caller }) => {
    const [company] = await db.select().from(companies).where(eq(companies.id, caller.companyId));
    if (!company?.rnPlatformUrl) throw notFound('no real-name platform is configured for this company');
    const ticket = await issueTicket(services, caller.operatorId, 'real-name-login', 5);
    const url = new URL(company.rnPlatformUrl);
    url.searchParams.set('ticket', ticket);
    return { rows: [{ url: url.toString() }], auditTarget: String(caller.companyId) };
  });
}
