import {
  dealerAccountAddCall,
  dealerAccountEditCall,
  operatorAddCall,
  operatorEditCall,
  status,
  type CallObj,
} from '@simdesk/contract';
import { encryptPassword } from '../../api/password-cipher';
import { filledOrNull, filledOrUndefined } from '../../components/forms/filled-text';
import type { OperatorFormVariant } from './operator-form-fields';
import type { OperatorFormValues } from './operator-form-values';

export type OperatorFormTarget = { kind: 'add' } | { kind: 'edit'; operatorId: number; account: string };

/** Refusals an administration form shows under itself instead of as a notice. */
export const formRefusalStatuses: readonly string[] = [
  status.badRequest,
  status.forbidden,
  status.notFound,
  status.conflict,
];

export type OperatorFormCall =
  | typeof operatorAddCall
  | typeof operatorEditCall
  | typeof dealerAccountAddCall
  | typeof dealerAccountEditCall;

/** The call that saves the form of a variant, adding or editing. */
export function operatorFormCall(variant: OperatorFormVariant, target: OperatorFormTarget): OperatorFormCall {
  if (variant === 'dealerAccount')
    return target.kind === 'add' ? dealerAccountAddCall : dealerAccountEditCall;
  return target.kind === 'add' ? operatorAddCall : operatorEditCall;
}

/**
 * The obj of that call. The form has checked the required fields; a value that is missing anyway goes as an
 * empty one for the server to refuse. A chosen password travels encrypted.
 */
export async function operatorFormObj(
  variant: OperatorFormVariant,
  target: OperatorFormTarget,
  values: OperatorFormValues,
): Promise<CallObj<OperatorFormCall>> {
  const name = values.name?.trim() ?? '';
  const roleId = values.roleId ?? '';
  const dealer = { dealerId: values.dealerId ?? 0 };
  if (target.kind === 'add') {
    const chosen = values.passwordMode === 'choose' && values.password;
    const fields = {
      account: values.account?.trim() ?? '',
      name,
      mobile: filledOrUndefined(values.mobile),
      mail: filledOrUndefined(values.mail),
      roleId,
      remark: filledOrUndefined(values.remark),
      password: chosen ? await encryptPassword(chosen) : undefined,
    };
    if (variant === 'dealerAccount') return { ...fields, ...dealer };
    return { ...fields, orgId: values.orgId ?? 0, superiorId: values.superiorId };
  }
  const fields = {
    operatorId: target.operatorId,
    name,
    mobile: filledOrNull(values.mobile),
    mail: filledOrNull(values.mail),
    roleId,
    remark: filledOrNull(values.remark),
  };
  if (variant === 'dealerAccount') return { ...fields, ...dealer };
  return { ...fields, orgId: values.orgId ?? 0, superiorId: values.superiorId ?? null };
}
