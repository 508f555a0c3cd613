import {
  cardImportConfigCall,
  cardImportConfigSchema,
  defaultCardImportConfig,
  editCardImportConfigCall,
} from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { targetCompany } from './company-access';
import { readCompanySetting, writeCompanySetting } from './company-settings-store';

/** The company_settings key of the card import rules. */
const cardImportSettingKey = 'cardImport';

/** A company's card import rules (the defaults until it saves its own): what the card import follows. */
export function readCardImportSettings(db: Database, companyId: number) {
  return readCompanySetting(
    db,
    companyId,
    cardImportSettingKey,
    cardImportConfigSchema,
    defaultCardImportConfig,
  );
}

/** Stores a company's card import rules as they are, unchecked (tests store values an older version wrote). */
export function writeCardImportSettings(db: Database, companyId: number, value: unknown) {
  return writeCompanySetting(db, companyId, cardImportSettingKey, value);
}

/** Enterprise settings → card import: the status imported cards get and what a duplicate ICCID does. */
export function registerCardImportSettingsCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(cardImportConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    return { rows: [await readCardImportSettings(db, company.id)] };
  });

  registrar.guardedCall(editCardImportConfigCall, async ({ obj, caller }) => {
    const company = await targetCompany(db, caller, obj.companyId);
    // The row schema keeps the rules and drops the company id.
    await writeCardImportSettings(db, company.id, cardImportConfigSchema.parse(obj));
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });
}
