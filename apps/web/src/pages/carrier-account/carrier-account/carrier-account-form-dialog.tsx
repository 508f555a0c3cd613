import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  carrier,
  carrierAccountAddCall,
  carrierAccountUpdateCall,
  type CarrierAccountRow,
  type CarrierCode,
} from '@simdesk/contract';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CompanyPicker, useCanPickCompany } from '../../../features/company/company-picker';

interface AccountValues {
  companyId?: number;
  name: string;
  carrier: CarrierCode;
  baseUrl: string;
  appId: string;
  password?: string;
}

/** Adds a carrier account or edits one; an empty password on edit keeps the stored one. */
export function CarrierAccountFormDialog({
  target,
  onClose,
}: TargetDialogProps<EditTarget<CarrierAccountRow>>) {
  const { t } = useTranslation(['carrier', 'codes']);
  const account = editedRow(target);
  const canPickCompany = useCanPickCompany();
  const fields = (values: AccountValues) => ({
    name: values.name.trim(),
    carrier: values.carrier,
    baseUrl: values.baseUrl.trim(),
    appId: values.appId.trim(),
  });
  return (
    <FormDialog<typeof carrierAccountAddCall | typeof carrierAccountUpdateCall, AccountValues, never>
      open={target !== undefined}
      name="carrierAccountForm"
      title={t(account ? 'editTitle' : 'addTitle')}
      okText={t('save')}
      // The form follows the add call's rules; only the password may stay empty on an edit.
      call={account ? carrierAccountUpdateCall : carrierAccountAddCall}
      rulesCall={carrierAccountAddCall}
      initialValues={
        account
          ? {
              name: account.name,
              carrier: account.carrier as CarrierCode,
              baseUrl: account.baseUrl,
              appId: account.appId,
              password: '',
            }
          : { name: '', carrier: carrier.byName.chinaMobile, baseUrl: '', appId: '', password: '' }
      }
      toObj={(values) =>
        account
          ? { id: account.id, ...fields(values), password: values.password || undefined }
          : { ...fields(values), companyId: values.companyId, password: values.password ?? '' }
      }
      successText={() => t(account ? 'saved' : 'added')}
      onClose={onClose}
    >
      {!account && canPickCompany && (
        <CallField name="companyId" label={t('fields.company')} extra={t('companyHelp')}>
          <CompanyPicker />
        </CallField>
      )}
      <CallField name="name" label={t('fields.name')} message={t('rules.name')} />
      <CallField name="carrier" label={t('fields.carrier')} message={t('rules.carrier')}>
        <CodeSelect table={carrier} />
      </CallField>
      <CallField name="baseUrl" label={t('fields.baseUrl')} message={t('rules.baseUrl')}>
        <Input placeholder="https://" />
      </CallField>
      <CallField name="appId" label={t('fields.appId')} message={t('rules.appId')}>
        <Input autoComplete="off" />
      </CallField>
      <CallField
        name="password"
        label={t('fields.password')}
        extra={account ? t('passwordKeep') : undefined}
        message={t('rules.password')}
        required={!account}
      >
        <Input.Password autoComplete="new-password" />
      </CallField>
    </FormDialog>
  );
}
