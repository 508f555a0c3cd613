import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminFormOptionsRow } from '@simdesk/contract';
import { OrgTreeSelect } from '../../components/forms/org-tree-select';
import { EnabledFilter } from '../../components/list-page/enabled-state';
import { ChoiceFilter } from '../../components/list-page/list-filters';

const wide = { style: { width: 180 } };

/** The company filter, for carrier staff who see several companies. */
export function CompanyFilter({ options }: { options: AdminFormOptionsRow | undefined }) {
  const { t } = useTranslation();
  if (!options || options.companies.length <= 1) return null;
  return (
    <ChoiceFilter
      name="companyId"
      label={t('accounts:fields.company')}
      {...wide}
      showSearch={{ optionFilterProp: 'label' }}
      options={options.companies.map((company) => ({ value: company.companyId, label: company.companyName }))}
    />
  );
}

export function OrgFilter({ options }: { options: AdminFormOptionsRow | undefined }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="orgId" label={t('accounts:fields.org')}>
      <OrgTreeSelect orgs={options?.orgs} allowClear {...wide} />
    </Form.Item>
  );
}

/** Enabled or disabled accounts and dealers. */
export function AccountStateFilter() {
  const { t } = useTranslation();
  return (
    <EnabledFilter label={t('accounts:fields.status')} stateText={(state) => t(`accounts:states.${state}`)} />
  );
}
