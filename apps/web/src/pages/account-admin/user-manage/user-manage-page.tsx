import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  operatorFormOptionsCall,
  operatorListCall,
  operatorAddCall,
  type OperatorAdminRow,
  type TemporaryPasswordRow,
} from '@simdesk/contract';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { CallButton } from '../../../components/permission/call-button';
import { AppInfoDrawer } from './app-info-drawer';
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
  return { ...operatorFilterObj(values), orgId: values.orgId, roleId: values.roleId };
}

/** /sys/userManage: the operators of the caller's company and org subtree, and everything done to them. */
export function UserManagePage() {
  const { t } = useTranslation();
  const [formTarget, setFormTarget] = useState<OperatorFormTarget>();
  const [appInfoOf, setAppInfoOf] = useState<OperatorAdminRow>();
  const [secret, setSecret] = useState<OneTimeSecret>();
  const showPassword = useOneTimePassword(setSecret);
  return (
    <>
      <CallListPage<typeof operatorListCall, OperatorFilterValues>
        call={operatorListCall}
        rowKey={(row) => row.operatorId}
        toObj={toObj}
        filters={<OperatorFilters optionsCall={operatorFormOptionsCall} variant="operator" />}
        toolbar={
          <CallButton
            call={operatorAddCall}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget({ kind: 'add' })}
          >
            {t('accounts:actions.add')}
          </CallButton>
        }
        columns={operatorColumns(t, 'operator', (row) => (
          <OperatorRowActions
            row={row}
            variant="operator"
            onEdit={(edited) =>
              setFormTarget({ kind: 'edit', operatorId: edited.operatorId, account: edited.account })
            }
            onAppInfo={setAppInfoOf}
            onPasswordReset={(reset: TemporaryPasswordRow) => showPassword(reset)}
          />
        ))}
      />
      <OperatorFormDialog
        variant="operator"
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onAdded={showPassword}
      />
      <AppInfoDrawer operator={appInfoOf} onClose={() => setAppInfoOf(undefined)} onSecret={setSecret} />
      <OneTimeSecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </>
  );
}
