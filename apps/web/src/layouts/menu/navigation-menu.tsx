import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ancestorsOf, type MenuNode, type PageDefinition } from '@simdesk/contract';
import type { NavTheme } from '../../settings/settings';
import { PageIconView } from './page-icons';
import { pageTitleKey } from '../../i18n/text-key';

type MenuItems = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly MenuNode[], label: (node: MenuNode) => string): MenuItems {
  return nodes.map((node) => ({
    key: node.path,
    icon: <PageIconView icon={node.icon} />,
    label: label(node),
    ...(node.children.length > 0 ? { children: toItems(node.children, label) } : {}),
  }));
}

/** The paths from the top of the menu down to the page shown: what the menus highlight and open. */
export function trailPathsOf(page: PageDefinition | undefined): string[] {
  return page ? [...ancestorsOf(page.name), page].map((entry) => entry.path) : [];
}

export interface NavigationMenuProps {
  mode: 'inline' | 'horizontal';
  theme: NavTheme;
  /** The entries to show: a section's pages (children as nested groups). */
  nodes: readonly MenuNode[];
  /** The page shown now, to highlight it and open its groups. */
  page: PageDefinition | undefined;
  label: string;
  collapsed?: boolean;
}

/** The pages of one section of the menu, nested groups included. */
export function NavigationMenu({ mode, theme, nodes, page, label, collapsed = false }: NavigationMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useMemo(() => toItems(nodes, (node) => t(pageTitleKey(node))), [nodes, t]);
  const trailKeys = trailPathsOf(page);
  const [openKeys, setOpenKeys] = useState<string[]>(trailKeys);
  const [openedFor, setOpenedFor] = useState(page?.name);
  // A new page opens its groups, keeping whatever the operator opened by hand.
  if (page?.name !== openedFor) {
    setOpenedFor(page?.name);
    setOpenKeys((keys) => [...new Set([...keys, ...trailKeys])]);
  }

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      aria-label={label}
      selectedKeys={trailKeys}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={({ key }) => void navigate(key)}
      className={`navigation-menu navigation-menu-${mode}`}
    />
  );
}
