import { useState, type ReactNode } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  dealerAccountAddCall,
  dealerAccountFormOptionsCall,
  dealerAccountListCall,
  operatorAddCall,
  operatorFormOptionsCall,
  operatorListCall,
  type OperatorAdminRow,
} from '@simdesk/contract';
import { CallListPage } from '../../components/list-page/call-list-page';
import { CallButton } from '../../components/permission/call-button';
import { OneTimeSecretDialog, type OneTimeSecret } from './one-time-secret-dialog';
import { operatorColumns } from './operator-columns';
import { OperatorFilters, operatorFilterObj, type OperatorFilterValues } from './operator-filters';
import type { OperatorFormVariant } from './operator-form-fields';
import { OperatorFormDialog } from './operator-form-dialog';
import type { OperatorFormTarget } from './operator-form-submit';
import { OperatorRowActions } from './operator-row-actions';
import { useOneTimePassword } from './use-one-time-password';

const variants = {
  operator: {
    list: operatorListCall,
    options: operatorFormOptionsCall,
    add: operatorAddCall,
    addText: 'accounts:actions.add',
    toObj: (values: Partial<OperatorFilterValues>) => ({
      ...operatorFilterObj(values),
      orgId: values.orgId,
      roleId: values.roleId,
    }),
  },
  dealerAccount: {
    list: dealerAccountListCall,
    options: dealerAccountFormOptionsCall,
    add: dealerAccountAddCall,
    addText: 'accounts:dealerAccount.actions.add',
    toObj: (values: Partial<OperatorFilterValues>) => ({
      ...operatorFilterObj(values),
      dealerId: values.dealerId,
    }),
  },
} as const;

export interface OperatorListProps {
  variant: OperatorFormVariant;
  /** Operators only: the API credentials drawer of a row, which may answer a secret to show once. */
  appInfo?: (
    row: OperatorAdminRow | undefined,
    close: () => void,
    showOnce: (secret: OneTimeSecret) => void,
  ) => ReactNode;
}

/**
 * The operators (or dealer accounts) of the caller's scope with what is done to them: add and edit in the
 * operator dialog, row actions, and the one-time password or secret a change answers.
 */
export function OperatorList({ variant, appInfo }: OperatorListProps) {
  const { t } = useTranslation();
  const calls = variants[variant];
  const [formTarget, setFormTarget] = useState<OperatorFormTarget>();
  const [appInfoOf, setAppInfoOf] = useState<OperatorAdminRow>();
  const [secret, setSecret] = useState<OneTimeSecret>();
  const showPassword = useOneTimePassword(setSecret);
  return (
    <>
      <CallListPage<typeof calls.list, OperatorFilterValues, OperatorAdminRow>
        call={calls.list}
        rowKey={(row) => row.operatorId}
        toObj={calls.toObj}
        filters={<OperatorFilters optionsCall={calls.options} variant={variant} />}
        toolbar={
          <CallButton
            call={calls.add}
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFormTarget({ kind: 'add' })}
          >
            {t(calls.addText)}
          </CallButton>
        }
        columns={operatorColumns(t, variant, (row) => (
          <OperatorRowActions
            row={row}
            variant={variant}
            onEdit={(edited) =>
              setFormTarget({ kind: 'edit', operatorId: edited.operatorId, account: edited.account })
            }
            onAppInfo={appInfo ? setAppInfoOf : undefined}
            onPasswordReset={showPassword}
          />
        ))}
      />
      <OperatorFormDialog
        variant={variant}
        target={formTarget}
        onClose={() => setFormTarget(undefined)}
        onAdded={showPassword}
      />
      {appInfo?.(appInfoOf, () => setAppInfoOf(undefined), setSecret)}
      <OneTimeSecretDialog secret={secret} onClose={() => setSecret(undefined)} />
    </>
  );
}
