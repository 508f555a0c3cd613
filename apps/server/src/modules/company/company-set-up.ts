import type { Database } from '../../platform/database/connect';
import { defineExtensionPoint } from '../../platform/modules/extension-point';

/** A module's own per-company set-up (dictionary entries, say): removed with the company, in its transaction. */
export interface CompanySetUp {
  removeWithCompany(db: Database, companyId: number): Promise<void>;
}

/** Modules that keep set-up rows of a company contribute their removal here. */
export const companySetUpPoint = defineExtensionPoint<CompanySetUp>('company.set-up');
