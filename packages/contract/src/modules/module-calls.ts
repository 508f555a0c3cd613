import type { CallDefinition } from '../calls/define-call';
import { callsIn } from './contract-module';
import type { contractModules } from './contract-modules';
import * as operatorCalls from './operator/operator-calls';
import * as accountAdminCalls from './account-admin/account-admin-calls';
import * as dealerCalls from './account-admin/dealer-calls';
import * as organizationCalls from './organization/organization-calls';
import * as roleCalls from './organization/role-calls';
import * as settingsCalls from './company/settings-calls';
import * as companyManageCalls from './company/company-manage-calls';
import * as dictionaryCalls from './system/dictionary-calls';
import * as operationLogCalls from './system/operation-log-calls';
import * as taskCalls from './task/task-calls';
import * as messageCalls from './message/message-calls';
import * as homeCalls from './home/home-calls';
import * as carrierAccountCalls from './carrier-account/carrier-account-calls';
import * as simCardCalls from './sim-cards/list/sim-card-calls';
import * as cardDetailCalls from './sim-cards/detail/card-detail-calls';
import * as cardChangeCalls from './sim-cards/change/card-change-calls';
import * as voiceCalls from './sim-cards/change/voice-calls';
import * as vehicleStateCalls from './sim-cards/detail/vehicle-state-calls';
import * as cardExportCalls from './sim-cards/export/card-export-calls';
import * as cardImportCalls from './sim-cards/import/card-import-calls';
import * as cardSyncCalls from './sim-cards/sync/card-sync-calls';
import * as cardUsageCalls from './sim-cards/usage/card-usage-calls';
import * as customUserCalls from './custom-user/custom-user-calls';
import * as complaintCalls from './enhanced-network/complaints/complaint-calls';
import * as cardDiagnosisCalls from './enhanced-network/diagnosis/diagnosis-calls';
import * as sessionResetCalls from './enhanced-network/session-reset/session-reset-calls';
import * as destinationCalls from './enhanced-network/ip-certification/destination-calls';
import * as remoteControlCalls from './enhanced-network/remote-control/remote-control-calls';
import * as ruleCalls from './rules/rule-calls';
import * as bindingCalls from './security/binding-calls';
import * as separationCalls from './security/separation-calls';
import * as bindingImportCalls from './security/binding-import-calls';
import * as dataPoolCalls from './data-pools/data-pool-calls';
import * as billCalls from './bills/bill-calls';
import * as ratePlanCalls from './bills/rate-plan-calls';
import * as callRecordCalls from './call-records/call-record-calls';
import * as vehicleCalls from './vehicles/vehicle-calls';
import * as vehicleChangeCalls from './vehicles/vehicle-change-calls';
import * as vehicleImportCalls from './vehicles/vehicle-import-calls';
import * as registrationCalls from './real-name/registration-calls';
import * as enterpriseBatchCalls from './real-name/enterprise-batch-calls';
import * as collectionCalls from './real-name/collection-calls';
import * as serviceHallCalls from './real-name/service-hall-calls';
import * as deregistrationCalls from './real-name/deregistration-calls';
import * as chinaMobileCalls from './real-name/china-mobile-calls';
import * as testingCalls from './real-name/testing-calls';
import * as cardStateCalls from './real-name/card-state-calls';
import * as uploadCalls from './real-name/upload-calls';
import * as vehicleCardChangeCalls from './real-name/card-change-calls';
import * as syncCalls from './real-name/sync-calls';
import * as uploadOpenCalls from './real-name/upload-open-calls';

/** The name of a contract module. */
export type ContractModuleName = (typeof contractModules)[number]['name'];

/**
 * Every call each module serves, from its call files; the server registers exactly these. Apart from the
 * module list, so a page that needs one call loads that call's schemas only. A module left out, or a name that
 * is no module, does not compile.
 */
export const moduleCalls = {
  operator: callsIn(operatorCalls),
  'account-admin': callsIn(accountAdminCalls, dealerCalls),
  organization: callsIn(organizationCalls, roleCalls),
  company: callsIn(settingsCalls, companyManageCalls),
  system: callsIn(dictionaryCalls, operationLogCalls),
  task: callsIn(taskCalls),
  message: callsIn(messageCalls),
  home: callsIn(homeCalls),
  'carrier-account': callsIn(carrierAccountCalls),
  'sim-cards': callsIn(
    simCardCalls,
    cardDetailCalls,
    cardChangeCalls,
    voiceCalls,
    vehicleStateCalls,
    cardExportCalls,
    cardImportCalls,
    cardSyncCalls,
    cardUsageCalls,
  ),
  'custom-user': callsIn(customUserCalls),
  'enhanced-network': callsIn(
    complaintCalls,
    cardDiagnosisCalls,
    sessionResetCalls,
    remoteControlCalls,
    destinationCalls,
  ),
  rules: callsIn(ruleCalls),
  security: callsIn(bindingCalls, bindingImportCalls, separationCalls),
  'data-pools': callsIn(dataPoolCalls),
  bills: callsIn(billCalls, ratePlanCalls),
  'call-records': callsIn(callRecordCalls),
  vehicles: callsIn(vehicleCalls, vehicleChangeCalls, vehicleImportCalls),
  'real-name': callsIn(
    registrationCalls,
    enterpriseBatchCalls,
    collectionCalls,
    serviceHallCalls,
    deregistrationCalls,
    chinaMobileCalls,
    testingCalls,
    cardStateCalls,
    uploadCalls,
    vehicleCardChangeCalls,
    syncCalls,
  ),
} as const satisfies Record<ContractModuleName, readonly CallDefinition[]>;

/**
 * The open API's calls (signed by app credentials, served below openApiBasePath): apart from `moduleCalls`,
 * which are the console's.
 */
export const openApiModuleCalls: readonly CallDefinition[] = callsIn(uploadOpenCalls);
