import {
  hasAction,
  operatorAddCall,
  operatorAdminResetPasswordCall,
  operatorDeleteCall,
  operatorDisableOrEnableCall,
  operatorEditCall,
  operatorFormOptionsCall,
  operatorGetCall,
  operatorListCall,
  operatorSuperiorListCall,
  operatorUnlockCall,
  userManagePageCode,
} from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { forbidden } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { openNewPassword } from '../../platform/auth/sent-passwords';
import { adminFormOptions, superiorCandidates } from './admin-options';
import {
  createOperator,
  deleteOperator,
  type OperatorFields,
  loadManagedOperator,
  resetOperatorPassword,
  setOperatorEnabled,
  unlockOperator,
  updateOperator,
} from './operator-admin-service';
import { listOperators } from './operator-list';
import { toOperatorAdminRow, type OperatorRecord } from './operator-rows';

/** disable-or-enable calls are declared with 'disable'; turning an operator back on needs 'enable' too. */
export function assertEnableRight(caller: OperatorContext, pageCode: string, enabled: boolean): void {
  if (enabled && !hasAction(caller.grantedPageCodes, caller.actionGrants, pageCode, 'enable')) {
    throw forbidden(`no enable right on ${pageCode}`);
  }
}

/**
 * The change calls of both operator pages: loads an operator the caller administers (a dealer account when
 * asked), changes it, and answers ok with the account as the audit target.
 */
export async function changeManagedOperator(
  services: AppServices,
  caller: OperatorContext,
  operatorId: number,
  change: (record: OperatorRecord) => Promise<void>,
  options: { dealerAccount?: boolean } = {},
) {
  const record = await loadManagedOperator(services, caller, operatorId, options);
  await change(record);
  return { rows: [{ ok: true }], auditTarget: record.operator.account };
}

/** What both operator pages' add forms send about the operator. */
interface OperatorAddForm {
  account: string;
  name: string;
  mobile?: string | null;
  mail?: string | null;
  roleId: string;
  remark?: string | null;
}

/** The add calls of both operator pages: the form's operator, placed where the page puts it. */
export async function addOperatorFromForm(
  services: AppServices,
  caller: OperatorContext,
  form: OperatorAddForm,
  placement: Pick<OperatorFields, 'orgId' | 'dealerId' | 'superiorId'>,
  password: string | undefined,
) {
  const fields = {
    name: form.name,
    mobile: form.mobile ?? null,
    mail: form.mail ?? null,
    roleId: form.roleId,
    remark: form.remark || null,
    ...placement,
  };
  const created = await createOperator(services, caller, form.account, fields, password);
  return { rows: [created], auditTarget: created.account };
}

/** Operators administration (sys/userManage), spec §7 operator/… calls. */
export function registerOperatorAdminCalls(registrar: CallRegistrar, services: AppServices): void {
  registrar.guardedCall(operatorListCall, async ({ obj, page, caller }) =>
    listOperators(services, caller, obj, page),
  );

  registrar.guardedCall(operatorGetCall, async ({ obj, caller }) => {
    const record = await loadManagedOperator(services, caller, obj.operatorId);
    return {
      rows: [toOperatorAdminRow(record, caller, services.clock.now(), true)],
      auditTarget: record.operator.account,
    };
  });

  registrar.guardedCall(operatorFormOptionsCall, async ({ obj, caller }) => ({
    rows: [await adminFormOptions(services, caller, obj.companyId)],
  }));

  registrar.guardedCall(operatorSuperiorListCall, async ({ obj, caller }) => ({
    rows: await superiorCandidates(services, caller, obj),
  }));

  registrar.guardedCall(operatorAddCall, async ({ obj, caller }) => {
    const password = obj.password === undefined ? undefined : openNewPassword(services, obj.password);
    const placement = { orgId: obj.orgId, superiorId: obj.superiorId ?? null, dealerId: null };
    return addOperatorFromForm(services, caller, obj, placement, password);
  });

  registrar.guardedCall(operatorEditCall, async ({ obj, caller }) =>
    changeManagedOperator(services, caller, obj.operatorId, (record) =>
      updateOperator(services, caller, record, {
        name: obj.name,
        mobile: obj.mobile,
        mail: obj.mail,
        orgId: obj.orgId,
        roleId: obj.roleId,
        superiorId: obj.superiorId,
        remark: obj.remark || null,
        dealerId: record.operator.dealerId,
      }),
    ),
  );

  registrar.guardedCall(operatorDeleteCall, async ({ obj, caller }) =>
    changeManagedOperator(services, caller, obj.operatorId, (record) =>
      deleteOperator(services, caller, record),
    ),
  );

  registrar.guardedCall(operatorDisableOrEnableCall, async ({ obj, caller }) => {
    assertEnableRight(caller, userManagePageCode, obj.enabled);
    return changeManagedOperator(services, caller, obj.operatorId, (record) =>
      setOperatorEnabled(services, caller, record, obj.enabled),
    );
  });

  registrar.guardedCall(operatorUnlockCall, async ({ obj, caller }) =>
    changeManagedOperator(services, caller, obj.operatorId, (record) =>
      unlockOperator(services, caller, record),
    ),
  );

  registrar.guardedCall(operatorAdminResetPasswordCall, async ({ obj, caller }) => {
    const password = obj.password === undefined ? undefined : openNewPassword(services, obj.password);
    const record = await loadManagedOperator(services, caller, obj.operatorId);
    const reset = await resetOperatorPassword(services, caller, record, password);
    return { rows: [reset], auditTarget: record.operator.account };
  });
}
