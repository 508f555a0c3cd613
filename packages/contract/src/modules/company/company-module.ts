import { callsIn, defineContractModule } from '../contract-module';
import * as settingsCalls from './settings-calls';
import * as companyManageCalls from './company-manage-calls';

/** The company's profile and settings, and company management. */
export const companyModule = defineContractModule({
  name: 'company',
  calls: callsIn(settingsCalls, companyManageCalls),
  builds: ['accountSetting', 'companyManage'],
});
