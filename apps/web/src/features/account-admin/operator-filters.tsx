import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { dealerAccountFormOptionsCall, operatorFormOptionsCall } from '@simdesk/contract';
import { CallField } from '../../components/forms/call-field';
import { CompanyFilter, EnabledFilter, enabledFilterObj, OrgFilter } from './admin-filters';
import { useFilterOptions } from './use-form-options';

/** What the operator and dealer account filter bars hold. */
export interface OperatorFilterValues {
  companyId: number;
  account: string;
  name: string;
  mobile: string;
  orgId: number;
  roleId: string;
  dealerId: number;
  enabled: 'enabled' | 'disabled';
}

/** The filter values as a list call's obj: texts trimmed, empty ones left out. */
export function operatorFilterObj(values: Partial<OperatorFilterValues>) {
  return {
    companyId: values.companyId,
    account: values.account?.trim() || undefined,
    name: values.name?.trim() || undefined,
    mobile: values.mobile?.trim() || undefined,
    enabled: enabledFilterObj(values.enabled),
  };
}

export interface OperatorFiltersProps {
  optionsCall: typeof operatorFormOptionsCall | typeof dealerAccountFormOptionsCall;
  /** Org and role filters (operators) or the dealer filter (dealer accounts). */
  variant: 'operator' | 'dealerAccount';
}

/** Filter items inside the list page's form; orgs, roles and dealers follow the chosen company. */
export function OperatorFilters({ optionsCall, variant }: OperatorFiltersProps) {
  const { t } = useTranslation();
  const row = useFilterOptions(optionsCall);
  return (
    <>
      <CompanyFilter options={row} />
      <Form.Item name="account" label={t('accounts:fields.account')}>
        <Input allowClear />
      </Form.Item>
      <Form.Item name="name" label={t('accounts:fields.name')}>
        <Input allowClear />
      </Form.Item>
      <CallField
        name="mobile"
        label={t('accounts:fields.mobile')}
        message={t('accounts:filters.mobileDigits')}
      >
        <Input allowClear inputMode="numeric" />
      </CallField>
      {variant === 'operator' ? (
        <>
          <OrgFilter options={row} />
          <Form.Item name="roleId" label={t('accounts:fields.role')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={(row?.roles ?? []).map((role) => ({ value: role.roleId, label: role.roleName }))}
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="dealerId" label={t('accounts:fields.dealer')}>
          <Select
            allowClear
            style={{ width: 180 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={(row?.dealers ?? []).map((dealer) => ({ value: dealer.dealerId, label: dealer.name }))}
          />
        </Form.Item>
      )}
      <EnabledFilter />
    </>
  );
}
