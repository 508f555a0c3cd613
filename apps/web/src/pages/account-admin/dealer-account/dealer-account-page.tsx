import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dealerAccountFormOptionsCall, dealerAccountListCall, dealerAccountAddCall } from '@simdesk/contract';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { CallButton } from '../../../components/permission/call-button';
import {
  OneTimeSecretDialog,
  type OneTimeSecret,
} from '../../../features/account-admin/one-time-secret-dialog';
import { operatorColumns } from '../../../features/account-admin/operator-columns';
import {
  OperatorFilters,
  operatorFilterObj,
  type OperatorFilterValues,
} from '../../../features/account-admin/operator-filters';
import { OperatorFormDialog } from '../../../features/account-admin/operator-form-dialog';
import type { OperatorFormTarget } from '../../../features/account-admin/operator-form-submit';
import { OperatorRowActions } from '../../../features/account-admin/operator-row-actions';
import { useOneTimePassword } from '../../../features/account-admin/use-one-time-password';

function toObj(values: Partial<OperatorFilterValues>) {
  return { ...operatorFilterObj(values), dealerId: values.dealerId };
}

/** /sys/dealer/account: operators that belong to a dealer, managed with the operator rules. */
export function DealerAccountPage() {
  const { t } = useTranslation();
  const [formTarget, setFormTarget] = useState<OperatorFormTarget>();
  const [secret, setSecret] = useState<OneTimeSecret>();
  const showPassword = useOneTimePassword(setSecret);
  return (
    <>
      <CallListPage<typeof dealerAccountListCall, OperatorFilterValues>
        call={dealerAccountListCall}
        rowKey={(row) => row.operatorId}
        toObj={toObj}
        filters={<OperatorFilters optionsCall={dealerAccountFormOptionsCall} variant="dealerAccount" />}
        toolbar={
          <CallButton
            call={dealerAccountAddCall}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget({ kind: 'add' })}
          >
            {t('accounts:dealerAccount.actions.add')}
          </CallButton>
        }
        columns={operatorColumns(t, 'dealerAccount', (row) => (
          <OperatorRowActions
            row={row}
            variant="dealerAccount"
            onEdit={(edited) =>
              setFormTarget({ kind: 'edit', operatorId: edited.operatorId, account: edited.account })
            }
          />
        ))}
      />
      <OperatorFormDialog
        variant="dealerAccount"
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onAdded={showPassword}
      />
      <OneTimeSecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </>
  );
}
