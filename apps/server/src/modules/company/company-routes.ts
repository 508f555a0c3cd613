import { eq } from 'drizzle-orm';
import { companyInfoCall } from '@simdesk/contract';
import { companies } from '../../platform/database/schema';
import { notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { assertCompanyVisible } from './company-access';
import { registerCardImportSettingsCalls } from './card-import-settings-routes';
import { registerCompanyManageCalls } from './company-manage-routes';
import type { CompanySetUp } from './company-set-up';
import { registerCompanyProfileCalls } from './company-profile-routes';
import { registerMailSettingsCalls } from './mail-settings-routes';
import { registerPushSettingsCalls } from './push-settings-routes';

/** Company info the shell needs, the enterprise settings and company management. */
export function registerCompanyCalls(
  registrar: CallRegistrar,
  services: AppServices,
  setUps: readonly CompanySetUp[],
): void {
  const { db } = services;

  registrar.guardedCall(companyInfoCall, async ({ obj, caller }) => {
    assertCompanyVisible(caller, obj.companyId);
    const [company] = await db.select().from(companies).where(eq(companies.id, obj.companyId));
    if (!company) throw notFound('no such company');
    return {
      rows: [
        {
          companyId: company.id,
          companyName: company.name,
          deployType: company.deployType,
          platformName: company.platformName,
          logoBase64: company.logoBase64,
          rnPlatformUsage: company.rnPlatformUsage,
        },
      ],
      total: 1,
    };
  });

  registerCompanyProfileCalls(registrar, services);
  registerMailSettingsCalls(registrar, services);
  registerPushSettingsCalls(registrar, services);
  registerCardImportSettingsCalls(registrar, services);
  registerCompanyManageCalls(registrar, services, setUps);
}
