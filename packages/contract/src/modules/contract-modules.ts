import type { ContractModule } from './contract-module';
import { operatorModule } from './operator/operator-module';
import { accountAdminModule } from './account-admin/account-admin-module';
import { organizationModule } from './organization/organization-module';
import { companyModule } from './company/company-module';
import { systemModule } from './system/system-module';
import { taskModule } from './task/task-module';
import { messageModule } from './message/message-module';
import { homeModule } from './home/home-module';
import { carrierAccountModule } from './carrier-account/carrier-account-module';
import { simCardsModule } from './sim-cards/sim-cards-module';
import { customUserModule } from './custom-user/custom-user-module';
import { enhancedNetworkModule } from './enhanced-network/enhanced-network-module';
import { rulesModule } from './rules/rules-module';
import { securityModule } from './security/security-module';
import { dataPoolsModule } from './data-pools/data-pools-module';
import { billsModule } from './bills/bills-module';
import { callRecordsModule } from './call-records/call-records-module';
import { vehiclesModule } from './vehicles/vehicles-module';
import { realNameModule } from './real-name/real-name-module';

/**
 * Every product module of the contract. The built pages and the locale namespaces are derived from this list:
 * adding a module is one line here, and its call files one line in module-calls.ts.
 */
export const contractModules = [
  operatorModule,
  accountAdminModule,
  organizationModule,
  companyModule,
  systemModule,
  taskModule,
  messageModule,
  homeModule,
  carrierAccountModule,
  simCardsModule,
  customUserModule,
  enhancedNetworkModule,
  rulesModule,
  securityModule,
  dataPoolsModule,
  billsModule,
  callRecordsModule,
  vehiclesModule,
  realNameModule,
] as const satisfies readonly ContractModule[];
