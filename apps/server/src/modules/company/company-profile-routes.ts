import { eq } from 'drizzle-orm';
import {
  companyEditCall,
  companyEditLogoCall,
  editRnAccountConfigCall,
  rnAccountConfigCall,
} from '@simdesk/contract';
import { companies } from '../../platform/database/schema';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { targetCompany } from './company-access';
import { checkedLogo } from './logo-image';

/** Enterprise settings → basic and real-name: names, logo, the real-name platform. */
export function registerCompanyProfileCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(companyEditCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    await db
      .update(companies)
      .set({ name: obj.companyName ?? company.name, platformName: obj.platformName ?? company.platformName })
      .where(eq(companies.id, company.id));
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });

  registrar.guardedCall(companyEditLogoCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const logo = obj.logoBase64 === null ? null : checkedLogo(obj.logoBase64);
    await db.update(companies).set({ logoBase64: logo }).where(eq(companies.id, company.id));
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });

  registrar.guardedCall(rnAccountConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    return { rows: [{ rnPlatformUsage: company.rnPlatformUsage, rnPlatformUrl: company.rnPlatformUrl }] };
  });

  registrar.guardedCall(editRnAccountConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    await db
      .update(companies)
      .set({
        rnPlatformUsage: obj.rnPlatformUsage,
        // Turning the platform off keeps the address for the next time unless a new one (or null) is given.
        rnPlatformUrl: obj.rnPlatformUrl === undefined ? company.rnPlatformUrl : obj.rnPlatformUrl,
      })
      .where(eq(companies.id, company.id));
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });
}
