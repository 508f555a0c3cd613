import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { dealerAccountFormOptionsCall, operatorFormOptionsCall } from '@simdesk/contract';
import { CallField } from '../../components/forms/call-field';
import { filledOrUndefined } from '../../components/forms/filled-text';
import { ChoiceFilter, TextFilter } from '../../components/list-page/list-filters';
import { enabledFilterObj } from '../../components/list-page/enabled-state';
import { AccountStateFilter, CompanyFilter, OrgFilter } from './admin-filters';
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
    account: filledOrUndefined(values.account),
    name: filledOrUndefined(values.name),
    mobile: filledOrUndefined(values.mobile),
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
      <TextFilter name="account" label={t('accounts:fields.account')} />
      <TextFilter name="name" label={t('accounts:fields.name')} />
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
          <ChoiceFilter
            name="roleId"
            label={t('accounts:fields.role')}
            style={{ width: 180 }}
            options={(row?.roles ?? []).map((role) => ({ value: role.roleId, label: role.roleName }))}
          />
        </>
      ) : (
        <ChoiceFilter
          name="dealerId"
          label={t('accounts:fields.dealer')}
          style={{ width: 180 }}
          showSearch={{ optionFilterProp: 'label' }}
          options={(row?.dealers ?? []).map((dealer) => ({ value: dealer.dealerId, label: dealer.name }))}
        />
      )}
      <AccountStateFilter />
    </>
  );
}
