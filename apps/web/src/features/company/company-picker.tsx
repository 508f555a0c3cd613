import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyListCall } from '@simdesk/contract';
import { useCallQuery } from '../../api/use-call-query';
import { useCallAllowed } from '../../components/permission/call-allowed';

/** Carrier staff who manage companies may work on another company's roles and org tree. */
export function useCanPickCompany(): boolean {
  return useCallAllowed(companyListCall);
}

export interface CompanyPickerProps {
  value?: number;
  onChange?: (companyId: number | undefined) => void;
  id?: string;
}

/** A company to work on; empty means the caller's own. Shown only to those who may pick one. */
export function CompanyPicker({ value, onChange, id }: CompanyPickerProps) {
  const { t } = useTranslation();
  const companies = useCallQuery(
    companyListCall,
    {},
    { page: { pageIndex: 1, pageSize: 100 }, staleTime: 60_000 },
  );
  return (
    <Select<number>
      id={id}
      aria-label={t('organization:company.label')}
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: 220 }}
      placeholder={t('organization:company.own')}
      loading={companies.isLoading}
      value={value}
      onChange={(companyId) => onChange?.(companyId)}
      options={(companies.data?.rows ?? []).map((company) => ({
        value: company.companyId,
        label: company.companyName,
      }))}
    />
  );
}
