import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  companyDictionaryCall,
  companyInfoCall,
  publicKeyCall,
  realNameLoginCall,
  siteInfoCall,
  type DictionaryEntry,
} from '@simdesk/contract';
import { companies, dictionaryEntries } from '../../platform/database/schema';
import { notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { issueTicket } from '../operator/tickets';
import { assertCompanyVisible } from './company-access';
import { registerCardImportSettingsCalls } from './card-import-settings-routes';
import { registerCompanyManageCalls } from './company-manage-routes';
import { registerCompanyProfileCalls } from './company-profile-routes';
import { registerMailSettingsCalls } from './mail-settings-routes';
import { registerPushSettingsCalls } from './push-settings-routes';

/** Site and company facts the shell needs: public key, sign-in page texts, company info, dictionary. */
export function registerCompanyCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, config } = services;

  registrar.publicCall(publicKeyCall, async () => ({ rows: [{ publicKey: services.keyPair.publicPem }] }));

  registrar.publicCall(siteInfoCall, async () => ({
    rows: [{ ...config.site, smsLoginEnabled: true }],
  }));

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

  registrar.guardedCall(companyDictionaryCall, async ({ obj, caller }) => {
    assertCompanyVisible(caller, obj.companyId);
    const entries = await db
      .select()
      .from(dictionaryEntries)
      .where(
        and(
          eq(dictionaryEntries.enabled, true),
          or(isNull(dictionaryEntries.companyId), eq(dictionaryEntries.companyId, obj.companyId)),
        ),
      )
      .orderBy(asc(dictionaryEntries.dictType), asc(dictionaryEntries.orderNum), asc(dictionaryEntries.id));
    const grouped: Record<string, DictionaryEntry[]> = {};
    for (const entry of entries) {
      (grouped[entry.dictType] ??= []).push({
        dictDataId: entry.id,
        dictType: entry.dictType,
        dictLabel: entry.dictLabel,
        dictValue: entry.dictValue,
      });
    }
    return { rows: [grouped], total: 1 };
  });

  registrar.guardedCall(realNameLoginCall, async ({ caller }) => {
    const [company] = await db.select().from(companies).where(eq(companies.id, caller.companyId));
    if (!company?.rnPlatformUrl) throw notFound('no real-name platform is configured for this company');
    const ticket = await issueTicket(services, caller.operatorId, 'real-name-login', 5);
    const url = new URL(company.rnPlatformUrl);
    url.searchParams.set('ticket', ticket);
    return { rows: [{ url: url.toString() }], auditTarget: String(caller.companyId) };
  });

  registerCompanyProfileCalls(registrar, services);
  registerMailSettingsCalls(registrar, services);
  registerPushSettingsCalls(registrar, services);
  registerCardImportSettingsCalls(registrar, services);
  registerCompanyManageCalls(registrar, services);
}
