import { useTranslation } from 'react-i18next';
import {
  companyAddCall,
  companySaveCall,
  deployType,
  type CompanyRow,
  type DeployTypeCode,
} from '@simdesk/contract';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';
import {
  editedRow,
  type EditTarget,
  type TargetDialogProps,
} from '../../../components/form-dialog/dialog-target';
import { FormDialog } from '../../../components/form-dialog/form-dialog';

interface CompanyValues {
  companyName: string;
  platformName: string;
  deployType: DeployTypeCode;
}

/** Adds a company (with its root organisation) or saves one: names and deploy type. */
export function CompanyFormDialog({ target, onClose }: TargetDialogProps<EditTarget<CompanyRow>>) {
  const { t } = useTranslation(['settings', 'codes']);
  const company = editedRow(target);
  const fields = (values: CompanyValues) => ({
    ...values,
    companyName: values.companyName.trim(),
    platformName: values.platformName.trim(),
  });
  return (
    <FormDialog<typeof companyAddCall | typeof companySaveCall, CompanyValues, never>
      open={target !== undefined}
      name="companyForm"
      title={t(company ? 'companies.editTitle' : 'companies.addTitle')}
      okText={t('save')}
      call={company ? companySaveCall : companyAddCall}
      initialValues={
        company
          ? {
              companyName: company.companyName,
              platformName: company.platformName,
              deployType: company.deployType,
            }
          : { companyName: '', platformName: '', deployType: deployType.byName.standard }
      }
      toObj={(values) => (company ? { companyId: company.companyId, ...fields(values) } : fields(values))}
      successText={() => t(company ? 'saved' : 'companies.added')}
      onClose={onClose}
    >
      <CallField
        name="companyName"
        label={t('companies.fields.companyName')}
        message={t('basic.companyNameRequired')}
      />
      <CallField
        name="platformName"
        label={t('companies.fields.platformName')}
        message={t('basic.platformNameRequired')}
      />
      <CallField name="deployType" label={t('companies.fields.deployType')}>
        <CodeSelect table={deployType} />
      </CallField>
    </FormDialog>
  );
}
