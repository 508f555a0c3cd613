import {
  cardImportConfigCall,
  cardImportConfigSchema,
  defaultCardImportConfig,
  editCardImportConfigCall,
} from '@simdesk/contract';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { targetCompany } from './company-access';
import { readCompanySetting, writeCompanySetting } from './company-settings-store';

/** The company_settings key of the card import rules; the card import reads the same key. */
export const cardImportSettingKey = 'cardImport';

/** Enterprise settings → card import: the status imported cards get and what a duplicate ICCID does. */
export function registerCardImportSettingsCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(cardImportConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    const settings = await readCompanySetting(
      db,
      company.id,
      cardImportSettingKey,
      cardImportConfigSchema,
      defaultCardImportConfig,
    );
    return { rows: [settings] };
  });

  registrar.guardedCall(editCardImportConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    // The row schema keeps the rules and drops the company id.
    await writeCompanySetting(db, company.id, cardImportSettingKey, cardImportConfigSchema.parse(obj));
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });
}
