import {
  addAppInfoCall,
  getAppInfoCall,
  resetAppKeyCall,
  resetAppSecretCall,
  safeGetAppInfoCall,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { openPassword } from '../../platform/auth/sent-passwords';
import { assertManageable } from './admin-references';
import { loadManagedOperator } from './operator-admin-service';
import {
  addAppCredentials,
  describeAppInfo,
  renewAppKey,
  renewAppSecret,
  revealAppCredentials,
} from './app-credentials';

/** An operator the caller administers and whose role does not outrank theirs. */
async function managedTarget(services: AppServices, caller: OperatorContext, operatorId: number) {
  const record = await loadManagedOperator(services, caller, operatorId);
  assertManageable(caller, record);
  return record;
}

/** API credentials of operators (app key and secret for signed requests), spec §7 operator/…-app-…. */
export function registerAppInfoCalls(registrar: CallRegistrar, services: AppServices): void {
  registrar.guardedCall(getAppInfoCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    return { rows: [await describeAppInfo(services, record.operator.id, record.operator.account)] };
  });

  registrar.guardedCall(safeGetAppInfoCall, async ({ obj, caller }) => {
    const password = openPassword(services, obj.password);
    const record = await managedTarget(services, caller, obj.operatorId);
    const path = safeGetAppInfoCall.path;
    return {
      rows: [await revealAppCredentials(services, caller, password, record.operator.id, path)],
      auditTarget: record.operator.account,
    };
  });

  registrar.guardedCall(addAppInfoCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    const row = await addAppCredentials(services.db, record.operator.id, services.clock.now());
    return { rows: [row], auditTarget: record.operator.account };
  });

  registrar.guardedCall(resetAppSecretCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    return {
      rows: [await renewAppSecret(services, record.operator.id)],
      auditTarget: record.operator.account,
    };
  });

  registrar.guardedCall(resetAppKeyCall, async ({ obj, caller }) => {
    const record = await managedTarget(services, caller, obj.operatorId);
    await renewAppKey(services, record.operator.id);
    return {
      rows: [await describeAppInfo(services, record.operator.id, record.operator.account)],
      auditTarget: record.operator.account,
    };
  });
}
