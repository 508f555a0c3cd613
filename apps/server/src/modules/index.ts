import type { ServerModule } from '../platform/modules/server-module';
import { accountAdminModule } from './account-admin';
import { billsModule } from './bills';
import { callRecordsModule } from './call-records';
import { carrierAccountModule } from './carrier-account';
import { companyModule } from './company';
import { customUserModule } from './custom-user';
import { dataPoolsModule } from './data-pools';
import { enhancedNetworkModule } from './enhanced-network';
import { homeModule } from './home';
import { messageModule } from './message';
import { operatorModule } from './operator';
import { organizationModule } from './organization';
import { rulesModule } from './rules';
import { securityModule } from './security';
import { simCardsModule } from './sim-cards';
import { systemModule } from './system';
import { taskModule } from './task';
import { vehiclesModule } from './vehicles';
import { realNameModule } from './real-name';

/** Every module of the product: the app boots these (a module goes here with one line, and nowhere else). */
export const serverModules: readonly ServerModule[] = [
  operatorModule,
  companyModule,
  organizationModule,
  accountAdminModule,
  systemModule,
  taskModule,
  messageModule,
  homeModule,
  carrierAccountModule,
  simCardsModule,
  customUserModule,
  enhancedNetworkModule,
  securityModule,
  rulesModule,
  dataPoolsModule,
  billsModule,
  callRecordsModule,
  vehiclesModule,
  realNameModule,
];
