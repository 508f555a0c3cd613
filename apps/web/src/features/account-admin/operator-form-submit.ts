import {
  dealerAccountAddCall,
  dealerAccountEditCall,
  operatorAddCall,
  operatorEditCall,
  status,
  type TemporaryPasswordRow,
} from '@simdesk/contract';
import { callApiForRow } from '../../api/call-api';
import { encryptPassword } from '../../api/password-cipher';
import type { OperatorFormVariant } from './operator-form-fields';
import { filledOrNull, filledOrUndefined, type OperatorFormValues } from './operator-form-values';

export type OperatorFormTarget = { kind: 'add' } | { kind: 'edit'; operatorId: number; account: string };

/** Refusals the form shows under itself instead of as a notice. */
export const formRefusalStatuses: readonly string[] = [
  status.badRequest,
  status.forbidden,
  status.notFound,
  status.conflict,
];

const quiet = { silentStatuses: formRefusalStatuses };

/**
 * Sends the form to the add or edit call of its variant. The form has checked the required fields; a value
 * that is missing anyway goes as an empty one for the server to refuse.
 */
export async function submitOperatorForm(
  variant: OperatorFormVariant,
  target: OperatorFormTarget,
  values: OperatorFormValues,
): Promise<TemporaryPasswordRow | undefined> {
  const name = values.name?.trim() ?? '';
  const roleId = values.roleId ?? '';
  if (target.kind === 'add') {
    const chosen = values.passwordMode === 'choose' && values.password;
    const common = {
      account: values.account?.trim() ?? '',
      name,
      mobile: filledOrUndefined(values.mobile),
      mail: filledOrUndefined(values.mail),
      roleId,
      remark: filledOrUndefined(values.remark),
      password: chosen ? await encryptPassword(chosen) : undefined,
    };
    if (variant === 'dealerAccount') {
      return callApiForRow(
        dealerAccountAddCall,
        { ...common, dealerId: values.dealerId ?? 0 },
        undefined,
        quiet,
      );
    }
    const placement = { orgId: values.orgId ?? 0, superiorId: values.superiorId };
    return callApiForRow(operatorAddCall, { ...common, ...placement }, undefined, quiet);
  }
  const common = {
    operatorId: target.operatorId,
    name,
    mobile: filledOrNull(values.mobile),
    mail: filledOrNull(values.mail),
    roleId,
    remark: filledOrNull(values.remark),
  };
  if (variant === 'dealerAccount') {
    await callApiForRow(
      dealerAccountEditCall,
      { ...common, dealerId: values.dealerId ?? 0 },
      undefined,
      quiet,
    );
  } else {
    const placement = { orgId: values.orgId ?? 0, superiorId: values.superiorId ?? null };
    await callApiForRow(operatorEditCall, { ...common, ...placement }, undefined, quiet);
  }
  return undefined;
}
