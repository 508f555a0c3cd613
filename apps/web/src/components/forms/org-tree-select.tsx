import { TreeSelect, type TreeSelectProps } from 'antd';
import { buildOrgTree, type FlatOrg } from './org-tree';

export interface OrgTreeSelectProps extends Omit<TreeSelectProps<number>, 'treeData'> {
  /** The flat orgs of the caller's scope, as the options calls answer them. */
  orgs: readonly FlatOrg[] | undefined;
}

/** An org picked from the tree of the caller's scope: every branch open, searchable by name. */
export function OrgTreeSelect({ orgs, ...select }: OrgTreeSelectProps) {
  return (
    <TreeSelect<number>
      treeData={buildOrgTree(orgs ?? [])}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      {...select}
    />
  );
}
