import { Form, Select } from 'antd';
import type { ScopeFilterOptions } from '@simdesk/contract';
import { OrgTreeSelect } from '../forms/org-tree-select';

const wide = { style: { width: 200 } };

/** What the scope filters hold with one org to choose (`org={{ name: 'orgId' }}`). */
export interface ScopeFilterValues {
  companyId: number;
  orgId: number;
}

/** The scope filters' values as a list call takes them; the server narrows within the caller's scope. */
export function scopeObj(values: Partial<ScopeFilterValues>): Partial<ScopeFilterValues> {
  return { companyId: values.companyId, orgId: values.orgId };
}

export interface ScopeFiltersProps {
  /** The options call's row: the caller's orgs, and companies for carrier staff. */
  options: ScopeFilterOptions | undefined;
  labels: { company: string; org: string };
  /** The org field: one org (`orgId`), or several (`orgIds`, ticked in the tree). */
  org: { name: string; multiple?: boolean };
}

/**
 * A list's filters by the caller's scope: the company (shown to carrier staff, who see more than one) and the
 * org tree of what the caller may see. The server narrows within that scope and never widens it.
 */
export function ScopeFilters({ options, labels, org }: ScopeFiltersProps) {
  return (
    <>
      {options && options.companies.length > 1 && (
        <Form.Item name="companyId" label={labels.company}>
          <Select
            allowClear
            {...wide}
            options={options.companies.map((company) => ({ value: company.companyId, label: company.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name={org.name} label={labels.org}>
        <OrgTreeSelect
          orgs={options?.orgs}
          allowClear
          {...(org.multiple ? { multiple: true, treeCheckable: true, maxTagCount: 'responsive' } : {})}
          {...wide}
        />
      </Form.Item>
    </>
  );
}
