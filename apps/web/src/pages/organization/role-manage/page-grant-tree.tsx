import { useMemo } from 'react';
import { Checkbox, Empty, Space, Spin, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ButtonAction, PageCodeTreeRow } from '@simdesk/contract';
import { withAction, withCheckedCodes, type GrantSelection } from './page-grant-selection';
import { pageTitleKey } from '../../../i18n/text-key';

export interface PageGrantTreeProps {
  tree: readonly PageCodeTreeRow[];
  loading: boolean;
  selection: GrantSelection;
  onChange: (selection: GrantSelection) => void;
}

function keysOf(checked: React.Key[] | { checked: React.Key[] }): string[] {
  return (Array.isArray(checked) ? checked : checked.checked).map(String);
}

/**
 * The pages a role grants: a tree of the page codes the caller may hand out (a group ticks its pages), and
 * beside each ticked page the button actions it offers.
 */
export function PageGrantTree({ tree, loading, selection, onChange }: PageGrantTreeProps) {
  const { t } = useTranslation();
  const checked = useMemo(() => new Set(selection.checkedCodes), [selection.checkedCodes]);

  const toNode = (row: PageCodeTreeRow): TreeDataNode => ({
    key: row.menuCode,
    title: (
      <Space size={[16, 2]} wrap>
        <span>{t(pageTitleKey(row))}</span>
        {row.actions.length > 0 && (
          // A click on an action must not tick or untick the page itself.
          <span onClick={(event) => event.stopPropagation()} role="presentation">
            <Checkbox.Group<ButtonAction>
              aria-label={t('organization:role.actionsOf', { page: t(pageTitleKey(row)) })}
              disabled={!checked.has(row.menuCode)}
              value={[...(selection.actionsByCode[row.menuCode] ?? [])]}
              options={row.actions.map((action) => ({
                value: action,
                label: t(`organization:actions.${action}`),
              }))}
              onChange={(next) => {
                let updated = selection;
                for (const action of row.actions)
                  updated = withAction(updated, row.menuCode, action, next.includes(action));
                onChange(updated);
              }}
            />
          </span>
        )}
      </Space>
    ),
    children: row.childList.map(toNode),
  });

  if (loading) return <Spin />;
  if (tree.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organization:role.noPages')} />;
  return (
    <Tree
      checkable
      selectable={false}
      defaultExpandAll
      treeData={tree.map(toNode)}
      checkedKeys={[...selection.checkedCodes]}
      onCheck={(next) => onChange(withCheckedCodes(tree, selection, keysOf(next)))}
    />
  );
}
