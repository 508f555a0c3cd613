import { useTranslation } from 'react-i18next';
import {
  dealerAccountFormOptionsCall,
  dealerAccountGetCall,
  operatorFormOptionsCall,
  operatorGetCall,
  status,
  type OperatorAdminRow,
  type TemporaryPasswordRow,
} from '@simdesk/contract';
import { fillFrom } from '../../components/form-dialog/dialog-fill';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { OperatorFormFields, type OperatorFormVariant } from './operator-form-fields';
import {
  formRefusalStatuses,
  operatorFormCall,
  operatorFormObj,
  type OperatorFormCall,
  type OperatorFormTarget,
} from './operator-form-submit';
import { operatorFormValuesOf, type OperatorFormValues } from './operator-form-values';
import { useFormOptions } from './use-form-options';
import './user-manage.css';

const variantCalls = {
  operator: { options: operatorFormOptionsCall, get: operatorGetCall },
  dealerAccount: { options: dealerAccountFormOptionsCall, get: dealerAccountGetCall },
} as const;

export interface OperatorFormDialogProps {
  variant: OperatorFormVariant;
  /** Undefined: the dialog is closed. */
  target: OperatorFormTarget | undefined;
  onClose: () => void;
  /** After an add: the page shows the one-time password. */
  onAdded: (row: TemporaryPasswordRow) => void;
}

/** The fields with the choices of the company they belong to (the chosen one, or the edited operator's). */
function OperatorFormBody({
  variant,
  detail,
}: {
  variant: OperatorFormVariant;
  detail: OperatorAdminRow | undefined;
}) {
  const optionsRow = useFormOptions(variantCalls[variant].options, detail?.companyId);
  return (
    <OperatorFormFields
      variant={variant}
      adding={detail === undefined}
      options={optionsRow}
      operatorId={detail?.operatorId}
      currentRole={
        detail?.roleId && detail.roleName ? { roleId: detail.roleId, roleName: detail.roleName } : undefined
      }
    />
  );
}

/** Add or edit an operator (or a dealer account) in a dialog, with the contract's rules on every field. */
export function OperatorFormDialog({ variant, target, onClose, onAdded }: OperatorFormDialogProps) {
  const { t } = useTranslation();
  const prefix = variant === 'operator' ? 'accounts:form' : 'accounts:dealerAccount.form';
  const editing = target?.kind === 'edit' ? target : undefined;
  const adding = target?.kind === 'add';
  return (
    <FormDialog<OperatorFormCall, OperatorFormValues, OperatorAdminRow>
      open={target !== undefined}
      name={`${variant}-form`}
      title={editing ? t(`${prefix}.editTitle`, { account: editing.account }) : t(`${prefix}.addTitle`)}
      okText={t('accounts:form.save')}
      width={720}
      maskClosable={false}
      call={operatorFormCall(variant, target ?? { kind: 'add' })}
      // Reading the record in clear is audited: once per opening.
      fill={
        editing
          ? fillFrom(variantCalls[variant].get, { operatorId: editing.operatorId }, operatorFormValuesOf)
          : undefined
      }
      initialValues={adding ? { passwordMode: 'generate' } : undefined}
      toObj={(values) => operatorFormObj(variant, target ?? { kind: 'add' }, values)}
      inlineStatuses={formRefusalStatuses}
      onRefused={(error, form) => {
        if (error.status !== status.conflict || !adding) return false;
        form.setFields([{ name: 'account', errors: [t('accounts:errors.accountTaken')] }]);
        return true;
      }}
      successText={() => (adding ? undefined : t('accounts:notices.saved'))}
      onSaved={(row) => {
        if ('temporaryPassword' in row) onAdded(row);
      }}
      onValuesChange={(changed, form) => {
        // Orgs, roles, superiors and dealers belong to one company: choose them again for another.
        if ('companyId' in changed)
          form.setFieldsValue({
            orgId: undefined,
            roleId: undefined,
            superiorId: undefined,
            dealerId: undefined,
          });
      }}
      onClose={onClose}
    >
      {(detail) => <OperatorFormBody variant={variant} detail={detail} />}
    </FormDialog>
  );
}
