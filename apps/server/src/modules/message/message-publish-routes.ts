import { eq } from 'drizzle-orm';
import { messagePublishSystemNoticeCall, messageTab, messageType } from '@simdesk/contract';
import { companies } from '../../platform/database/schema';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';

/** Carrier staff announce a system upgrade to a company, or to one org subtree of it. */
export function registerMessagePublishCalls(registrar: CallRegistrar, services: AppServices): void {
  registrar.guardedCall(messagePublishSystemNoticeCall, async ({ obj, caller }) => {
    // The enterprise settings code is held by company admins too; announcing to companies is the carrier's.
    if (!caller.crossCompany) throw forbidden('only carrier staff publish system notices');
    const [company] = await services.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, obj.companyId));
    if (!company) throw notFound('no such company');
    const { recipientCount } = await services.messages.publish({
      companyId: obj.companyId,
      orgId: obj.orgId,
      moduleType: messageTab.byName.system,
      messageType: messageType.byName.systemUpgradeNotice,
      content: obj.content,
    });
    const auditTarget = obj.orgId === undefined ? `company ${obj.companyId}` : `org ${obj.orgId}`;
    return { rows: [{ recipientCount }], auditTarget };
  });
}
