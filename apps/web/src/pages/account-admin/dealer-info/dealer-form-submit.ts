import { dealerAddCall, dealerEditCall } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { filledOrNull, filledOrUndefined } from '../../../features/account-admin/operator-form-values';
import { formRefusalStatuses } from '../../../features/account-admin/operator-form-submit';

export type DealerFormTarget = { kind: 'add' } | { kind: 'edit'; dealerId: number; name: string };

export interface DealerFormValues {
  companyId?: number;
  name?: string;
  code?: string;
  orgId?: number;
  contactName?: string;
  contactMobile?: string;
  address?: string;
  enabled?: boolean;
}

const quiet = { silentStatuses: formRefusalStatuses };

/** Sends the dealer form to dealer/add or dealer/edit; the form checked the required fields. */
export async function submitDealerForm(target: DealerFormTarget, values: DealerFormValues): Promise<void> {
  const fields = {
    orgId: values.orgId ?? 0,
    name: values.name?.trim() ?? '',
    code: values.code?.trim() ?? '',
  };
  if (target.kind === 'add') {
    await callApiForRow(
      dealerAddCall,
      {
        ...fields,
        contactName: filledOrUndefined(values.contactName),
        contactMobile: filledOrUndefined(values.contactMobile),
        address: filledOrUndefined(values.address),
        enabled: values.enabled ?? true,
      },
      undefined,
      quiet,
    );
    return;
  }
  await callApiForRow(
    dealerEditCall,
    {
      ...fields,
      dealerId: target.dealerId,
      contactName: filledOrNull(values.contactName),
      contactMobile: filledOrNull(values.contactMobile),
      address: filledOrNull(values.address),
      enabled: values.enabled ?? true,
    },
    undefined,
    quiet,
  );
}
