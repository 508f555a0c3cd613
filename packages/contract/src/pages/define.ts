import type { PageDefinition } from './types';

/** What an entry states; the title key is always the route name. */
type PageFields = Omit<PageDefinition, 'titleKey' | 'layout' | 'built'> &
  Partial<Pick<PageDefinition, 'layout' | 'built'>>;

/** A main-layout page: kept alive like a list page and not built until it says so. */
export function mainPage(fields: PageFields): PageDefinition {
  return { titleKey: fields.name, layout: 'main', keepAlive: true, built: false, ...fields };
}

/**
 * A hidden create, edit or detail page under its list: it carries the list's page code (access follows
 * the list) and is not kept alive, because it is opened for one record at a time.
 */
export function hiddenPage(fields: PageFields & { parent: string; pageCode: string }): PageDefinition {
  return mainPage({ hidden: true, keepAlive: false, ...fields });
}

/** A menu group: never drawn itself, it redirects to its first child. */
export function menuGroup(fields: PageFields & { redirect: string }): PageDefinition {
  return { titleKey: fields.name, layout: 'main', built: false, ...fields };
}
