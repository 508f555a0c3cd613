import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ancestorsOf, visibleMenuTree, type MenuNode, type PageDefinition } from '@simdesk/contract';
import { useSession } from '../../session/session-store';
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

export interface NavigationMenuProps {
  mode: 'inline' | 'horizontal';
  theme: NavTheme;
  /** The page shown now, to highlight it and open its groups. */
  page: PageDefinition | undefined;
  collapsed?: boolean;
}

/** The menu of the pages the operator may open (built, granted, not hidden), from the registry. */
export function NavigationMenu({ mode, theme, page, collapsed = false }: NavigationMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { grantedPageCodes } = useSession();
  const items = useMemo(
    () => toItems(visibleMenuTree(grantedPageCodes), (node) => t(pageTitleKey(node))),
    [grantedPageCodes, t],
  );
  const trail = useMemo(() => (page ? [...ancestorsOf(page.name), page] : []), [page]);
  const trailKeys = trail.map((entry) => entry.path);
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
      selectedKeys={trailKeys}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={({ key }) => void navigate(key)}
      className={`navigation-menu navigation-menu-${mode}`}
    />
  );
}
