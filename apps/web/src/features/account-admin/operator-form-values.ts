import type { OperatorAdminRow } from '@simdesk/contract';

/** What the operator and dealer account forms hold. */
export interface OperatorFormValues {
  companyId?: number;
  account?: string;
  name?: string;
  mobile?: string;
  mail?: string;
  orgId?: number;
  roleId?: string;
  superiorId?: number;
  dealerId?: number;
  remark?: string;
  passwordMode?: 'generate' | 'choose';
  password?: string;
  confirmation?: string;
}

/** The edit form's values from the record read in clear. */
export function operatorFormValuesOf(detail: OperatorAdminRow): OperatorFormValues {
  return {
    name: detail.name,
    mobile: detail.mobile ?? undefined,
    mail: detail.mail ?? undefined,
    orgId: detail.orgId ?? undefined,
    roleId: detail.roleId ?? undefined,
    superiorId: detail.superiorId ?? undefined,
    dealerId: detail.dealerId ?? undefined,
    remark: detail.remark ?? undefined,
  };
}
