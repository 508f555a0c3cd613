import type { PageDeclaration } from './types';

/** What an entry states; the title key is always the route name. */
type PageFields = Omit<PageDeclaration, 'titleKey' | 'layout'> & Partial<Pick<PageDeclaration, 'layout'>>;

/**
 * An entry as declared: a registry page that keeps the literal name, page code and actions it was given, so
 * page names, page codes and the actions of a code are types derived from the registry.
 */
export type DeclaredPage<Fields extends PageFields> = PageDeclaration & Fields;

/** A main-layout page, kept alive like a list page. */
export function mainPage<const Fields extends PageFields>(fields: Fields): DeclaredPage<Fields> {
  return { titleKey: fields.name, layout: 'main', keepAlive: true, ...fields };
}

/**
 * A hidden create, edit or detail page under its list: it carries the list's page code (access follows
 * the list) and is not kept alive, because it is opened for one record at a time.
 */
export function hiddenPage<const Fields extends PageFields & { parent: string; pageCode: string }>(
  fields: Fields,
): DeclaredPage<Fields> {
  return { ...mainPage({ hidden: true, keepAlive: false, ...fields }), ...fields };
}

/** A menu group: never drawn itself, it redirects to its first child. */
export function menuGroup<const Fields extends PageFields & { redirect: string }>(
  fields: Fields,
): DeclaredPage<Fields> {
  return { titleKey: fields.name, layout: 'main', ...fields };
}

/** A page outside the main shell: the sign-in layout or a blank full screen. */
export function standalonePage<const Fields extends PageFields & { layout: 'user' | 'blank' }>(
  fields: Fields,
): DeclaredPage<Fields> {
  return { titleKey: fields.name, ...fields };
}

/** Pages of records the console only shows: look them up, open one, export them. */
export const recordActions = ['query', 'get', 'export'] as const;

/** Pages of reports: query and export, no record to open. */
export const reportActions = ['query', 'export'] as const;

/** Ledgers filled by file import: look up, open, import and export. */
export const importActions = ['query', 'get', 'import', 'export'] as const;

/** Pages of requests and orders: submit one, then look them up, open one, export them; none is edited. */
export const requestActions = ['query', 'get', 'add', 'export'] as const;

/** Pages whose rows are added, edited and deleted from the list itself: no record to open, nothing to export. */
export const listEditActions = ['query', 'add', 'edit', 'delete'] as const;
