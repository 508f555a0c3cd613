import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminFormOptionsRow } from '@simdesk/contract';
import { buildOrgTree } from '../../components/forms/org-tree';
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
      <TreeSelect
        allowClear
        {...wide}
        treeData={buildOrgTree(options?.orgs ?? [])}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
      />
    </Form.Item>
  );
}

/** Enabled or disabled records; the list call takes it as a boolean (enabledFilterObj). */
export function EnabledFilter() {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="enabled"
      label={t('accounts:fields.status')}
      style={{ width: 120 }}
      options={(['enabled', 'disabled'] as const).map((state) => ({
        value: state,
        label: t(`accounts:states.${state}`),
      }))}
    />
  );
}

/** The enabled filter's value as a list call takes it. */
export function enabledFilterObj(enabled: 'enabled' | 'disabled' | undefined): boolean | undefined {
  return enabled === undefined ? undefined : enabled === 'enabled';
}
