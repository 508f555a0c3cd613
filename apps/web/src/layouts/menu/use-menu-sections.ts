import { useMemo, useState } from 'react';
import { visibleMenuTree, type MenuNode, type PageDefinition } from '@simdesk/contract';
import { useRouteGrants } from '../../session/route-grants';
import { trailPathsOf } from './navigation-menu';

export interface MenuSections {
  /** The first-level entries: the top menu of both layouts. */
  sections: readonly MenuNode[];
  /** The first-level entry the page shown sits in; its pages make the side menu or the section bar. */
  current: MenuNode | undefined;
}

/**
 * The operator's menu split as both layouts show it (spec §2): first-level entries on top, the chosen one's
 * pages beneath. A page outside every section (the profile, the system messages) keeps the last section.
 */
export function useMenuSections(page: PageDefinition | undefined): MenuSections {
  const granted = useRouteGrants();
  const sections = useMemo(() => visibleMenuTree(granted), [granted]);
  const rootPath = trailPathsOf(page)[0];
  const found = sections.find((section) => section.path === rootPath);
  const [lastPath, setLastPath] = useState(found?.path);
  if (found && found.path !== lastPath) setLastPath(found.path);
  const current = found ?? sections.find((section) => section.path === lastPath) ?? sections[0];
  return { sections, current };
}
