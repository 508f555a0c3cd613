import type { ButtonAction } from '../access/actions';

/** Icons the web knows how to draw for menu entries (mapped to @ant-design/icons in apps/web). */
export const pageIcons = [
  'dashboard',
  'simCard',
  'network',
  'shop',
  'idCard',
  'cloudUpload',
  'global',
  'car',
  'phone',
  'barChart',
  'safety',
  'setting',
  'api',
  'user',
  'message',
  'appstore',
] as const;
export type PageIcon = (typeof pageIcons)[number];

/** Which layout draws the page. */
export type PageLayout = 'main' | 'user' | 'blank';

/** One route of the console (spec §2) as the product map declares it. The registry is the only place a route exists. */
export interface PageDeclaration {
  /** Unique route name; the spec's names where it gives them (simCardList, formCreate-vendors …). */
  name: string;
  /** Absolute path; `:param` segments allowed. */
  path: string;
  /** Route name of the parent (menu and breadcrumb nesting). */
  parent?: string;
  /** Hyphenated by hierarchy; absent means open to every signed-in operator. */
  pageCode?: string;
  /** i18n key in the `pages` namespace. */
  titleKey: string;
  /** Not shown in menus (detail, create and utility pages). */
  hidden?: boolean;
  /** Kept alive (state preserved) when its tab is left. */
  keepAlive?: boolean;
  /** Shown as a tab when visited. Defaults to true in the main layout. */
  showTab?: boolean;
  /** Breadcrumb header hidden on this page. */
  hideBreadcrumb?: boolean;
  icon?: PageIcon;
  /** Button actions the page offers; a role grants a subset. */
  actions?: readonly ButtonAction[];
  /** Route name this path redirects to (parents). */
  redirect?: string;
  layout: PageLayout;
  /** Opens without a session (spec §2 no-login list). */
  public?: boolean;
}

/** A route of the registry: its declaration and whether a module builds it yet. */
export interface PageDefinition extends PageDeclaration {
  /**
   * True once the page is implemented. A route that is not built is neither routed nor shown in any menu,
   * but stays in the registry so role trees, page codes and shortcuts are complete.
   */
  built: boolean;
}
