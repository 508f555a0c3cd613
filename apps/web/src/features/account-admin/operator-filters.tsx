import { Form, Input, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { dealerAccountFormOptionsCall, operatorFormOptionsCall } from '@simdesk/contract';
import { useCallQuery } from '../../api/use-call-query';
import { CallField } from '../../components/forms/call-field';
import { buildOrgTree } from '../../components/forms/org-tree';

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
    enabled: values.enabled === undefined ? undefined : values.enabled === 'enabled',
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
  const companyId = Form.useWatch<number | undefined>('companyId');
  const options = useCallQuery(optionsCall, companyId === undefined ? {} : { companyId }, {
    staleTime: 60_000,
  });
  const row = options.data?.rows[0];
  const wide = { style: { width: 180 } };
  return (
    <>
      {row && row.companies.length > 1 && (
        <Form.Item name="companyId" label={t('accounts:fields.company')}>
          <Select
            allowClear
            {...wide}
            showSearch={{ optionFilterProp: 'label' }}
            options={row.companies.map((company) => ({
              value: company.companyId,
              label: company.companyName,
            }))}
          />
        </Form.Item>
      )}
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
          <Form.Item name="orgId" label={t('accounts:fields.org')}>
            <TreeSelect
              allowClear
              {...wide}
              treeData={buildOrgTree(row?.orgs ?? [])}
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          </Form.Item>
          <Form.Item name="roleId" label={t('accounts:fields.role')}>
            <Select
              allowClear
              {...wide}
              options={(row?.roles ?? []).map((role) => ({ value: role.roleId, label: role.roleName }))}
            />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="dealerId" label={t('accounts:fields.dealer')}>
          <Select
            allowClear
            {...wide}
            showSearch={{ optionFilterProp: 'label' }}
            options={(row?.dealers ?? []).map((dealer) => ({ value: dealer.dealerId, label: dealer.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="enabled" label={t('accounts:fields.status')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={(['enabled', 'disabled'] as const).map((state) => ({
            value: state,
            label: t(`accounts:states.${state}`),
          }))}
        />
      </Form.Item>
    </>
  );
}
