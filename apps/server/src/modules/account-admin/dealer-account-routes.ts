import {
  dealerAccountAddCall,
  dealerAccountDeleteCall,
  dealerAccountDisableOrEnableCall,
  dealerAccountEditCall,
  dealerAccountFormOptionsCall,
  dealerAccountGetCall,
  dealerAccountListCall,
  dealerAccountPageCode,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { openNewPassword } from '../../platform/auth/sent-passwords';
import { adminFormOptions } from './admin-options';
import { loadManagedDealer } from './dealer-rows';
import {
  deleteOperator,
  loadManagedOperator,
  setOperatorEnabled,
  updateOperator,
} from './operator-admin-service';
import { addOperatorFromForm, assertEnableRight, changeManagedOperator } from './operator-admin-routes';
import { listOperators } from './operator-list';
import { toOperatorAdminRow, type OperatorRecord } from './operator-rows';

/** The dealer an account is placed under; its org becomes the account's org. */
async function dealerPlacement(services: AppServices, caller: OperatorContext, dealerId: number) {
  const { dealer } = await loadManagedDealer(services, caller, dealerId);
  if (dealer.orgId === null) throw badRequest('the dealer has no org: give it one first');
  if (!dealer.enabled) throw badRequest('the dealer is disabled');
  return { dealerId: dealer.id, orgId: dealer.orgId };
}

/** Dealer accounts (sys/dealer/account): operators that belong to a dealer, through the operator service. */
export function registerDealerAccountCalls(registrar: CallRegistrar, services: AppServices): void {
  const loadAccount = (caller: OperatorContext, operatorId: number) =>
    loadManagedOperator(services, caller, operatorId, { dealerAccount: true });
  const changeAccount = (
    caller: OperatorContext,
    operatorId: number,
    change: (record: OperatorRecord) => Promise<void>,
  ) => changeManagedOperator(services, caller, operatorId, change, { dealerAccount: true });

  registrar.guardedCall(dealerAccountListCall, async ({ obj, page, caller }) =>
    listOperators(services, caller, { ...obj, dealerAccountsOnly: true }, page),
  );

  registrar.guardedCall(dealerAccountFormOptionsCall, async ({ obj, caller }) => ({
    rows: [await adminFormOptions(services, caller, obj.companyId, { dealerAccount: true })],
  }));

  registrar.guardedCall(dealerAccountGetCall, async ({ obj, caller }) => {
    const record = await loadAccount(caller, obj.operatorId);
    return {
      rows: [toOperatorAdminRow(record, caller, services.clock.now(), true)],
      auditTarget: record.operator.account,
    };
  });

  registrar.guardedCall(dealerAccountAddCall, async ({ obj, caller }) => {
    const password = obj.password === undefined ? undefined : openNewPassword(services, obj.password);
    const placement = await dealerPlacement(services, caller, obj.dealerId);
    return addOperatorFromForm(services, caller, obj, { ...placement, superiorId: null }, password);
  });

  registrar.guardedCall(dealerAccountEditCall, async ({ obj, caller }) =>
    changeAccount(caller, obj.operatorId, async (record) => {
      const placement =
        obj.dealerId === record.operator.dealerId && record.operator.orgId !== null
          ? { dealerId: obj.dealerId, orgId: record.operator.orgId }
          : await dealerPlacement(services, caller, obj.dealerId);
      await updateOperator(services, caller, record, {
        name: obj.name,
        mobile: obj.mobile,
        mail: obj.mail,
        roleId: obj.roleId,
        superiorId: record.operator.superiorId,
        remark: obj.remark || null,
        ...placement,
      });
    }),
  );

  registrar.guardedCall(dealerAccountDisableOrEnableCall, async ({ obj, caller }) => {
    assertEnableRight(caller, dealerAccountPageCode, obj.enabled);
    return changeAccount(caller, obj.operatorId, (record) =>
      setOperatorEnabled(services, caller, record, obj.enabled),
    );
  });

  registrar.guardedCall(dealerAccountDeleteCall, async ({ obj, caller }) =>
    changeAccount(caller, obj.operatorId, (record) => deleteOperator(services, caller, record)),
  );
}
