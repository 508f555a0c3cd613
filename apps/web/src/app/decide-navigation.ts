import {
  findPageByName,
  firstVisibleChild,
  hasPage,
  matchPageByPath,
  pageRegistry,
  pathOfPage,
  visibleMenuTree,
  type MenuNode,
  type PageDefinition,
} from '@simdesk/contract';
import { loginPathFor, redirectQueryName, safeRedirectTarget } from '../routing/login-path';
import { isGroupPage, routedPagesOf } from '../routing/routed-pages';

/** Everything the guard looks at for one navigation. */
export interface NavigationRequest {
  pathname: string;
  search: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
  granted: ReadonlySet<string>;
  /** Of the stored operator: 1 sends real-name pages to the external platform. */
  rnPlatformUsage: number | undefined;
}

export type NavigationDecision =
  | { kind: 'render'; page: PageDefinition; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadPermissions' }
  | { kind: 'openRealNamePlatform' }
  | { kind: 'forbidden'; page: PageDefinition }
  | { kind: 'notFound' };

const realNamePathPrefix = '/vehicleCard/realname';

function isRealNamePath(pathname: string): boolean {
  return pathname === realNamePathPrefix || pathname.startsWith(`${realNamePathPrefix}/`);
}

function firstMenuLeaf(nodes: readonly MenuNode[]): MenuNode | undefined {
  const first = nodes[0];
  if (!first) return undefined;
  return first.children.length === 0 ? first : firstMenuLeaf(first.children);
}

/**
 * Where a group lands (spec §2): its first visible, granted, routable child; else wherever its redirect
 * leads; the root falls back to the first entry of the operator's menu.
 */
export function landingPageOf(
  group: PageDefinition,
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[],
  visited: ReadonlySet<string> = new Set(),
): string | undefined {
  const child = firstVisibleChild(group.name, granted, pages);
  if (child) return child.path;
  const target = group.redirect === undefined ? undefined : findPageByName(group.redirect, pages);
  if (target && !visited.has(target.name) && hasPage(granted, target.pageCode)) {
    if (!isGroupPage(target)) return target.path;
    const landing = landingPageOf(target, granted, pages, new Set([...visited, group.name]));
    if (landing) return landing;
  }
  if (group.parent === undefined && group.path === '/') {
    return firstMenuLeaf(visibleMenuTree(granted, pages))?.path;
  }
  return undefined;
}

/** The navigation guard of spec §2 as a pure function; the shell acts on its answer. */
export function decideNavigation(
  request: NavigationRequest,
  pages: readonly PageDefinition[] = pageRegistry,
): NavigationDecision {
  const routed = routedPagesOf(pages);
  const match = matchPageByPath(request.pathname, routed);
  const page = match?.page;
  // The /user base only forwards to the login page.
  if (page && page.layout === 'user' && page.redirect !== undefined) {
    return { kind: 'redirect', to: pathOfPage(page.redirect) };
  }
  if (!request.hasToken) {
    if (page && page.public === true) return { kind: 'render', page, params: match.params };
    return { kind: 'redirect', to: loginPathFor(`${request.pathname}${request.search}`) };
  }
  // Signed in on the login page: on to / (or where the operator was going before logging in).
  if (page?.name === 'login') {
    return {
      kind: 'redirect',
      to: safeRedirectTarget(new URLSearchParams(request.search).get(redirectQueryName)),
    };
  }
  // Sign-in and password pages never need the operator's permissions.
  if (page && page.layout === 'user' && page.public === true) {
    return { kind: 'render', page, params: match.params };
  }
  if (!request.permissionsLoaded) return { kind: 'loadPermissions' };
  if (request.rnPlatformUsage === 1 && isRealNamePath(request.pathname)) {
    return { kind: 'openRealNamePlatform' };
  }
  if (!page || !match) return { kind: 'notFound' };
  if (isGroupPage(page)) {
    if (!hasPage(request.granted, page.pageCode)) return { kind: 'forbidden', page };
    const landing = landingPageOf(page, request.granted, routed);
    return landing ? { kind: 'redirect', to: landing } : { kind: 'forbidden', page };
  }
  if (!hasPage(request.granted, page.pageCode)) return { kind: 'forbidden', page };
  return { kind: 'render', page, params: match.params };
}
