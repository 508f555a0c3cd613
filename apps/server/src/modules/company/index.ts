import { defineServerModule } from '../../platform/modules/server-module';
import { companySetUpPoint } from './company-set-up';
import { registerCompanyCalls } from './company-routes';

export { assertCompanyVisible } from './company-access';
export { readCardImportSettings } from './card-import-settings-routes';
export { companySetUpPoint, type CompanySetUp } from './company-set-up';
export { describePushConfig, resetPushSigningKey, savePushParams } from './push-settings';

/**
 * Companies and their settings: sign-in page facts, company info, the enterprise settings (profile, mail,
 * push, card import rules) and, for carrier staff, company management.
 */
export const companyModule = defineServerModule({
  name: 'company',
  register: ({ registrar, services, contributionsTo }) =>
    registerCompanyCalls(registrar, services, contributionsTo(companySetUpPoint)),
});
