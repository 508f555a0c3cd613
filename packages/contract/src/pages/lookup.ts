import { indexPages } from './page-index';
import { pageRegistry } from './registry';
import type { PageDefinition } from './types';

/** Values for the `:param` segments of a path. */
export type PathParams = Readonly<Record<string, string | number>>;
/** Query string values; null and undefined are left out. */
export type PathQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface PageMatch {
  page: PageDefinition;
  params: Record<string, string>;
}

/** Route names that open without a session (spec §2). */
export const noLoginRouteNames: readonly string[] = pageRegistry
  .filter((page) => page.public === true)
  .map((page) => page.name);

export function findPageByName(
  name: string,
  pages: readonly PageDefinition[] = pageRegistry,
): PageDefinition | undefined {
  return indexPages(pages).byName.get(name);
}

function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is matched as typed rather than failing the lookup.
    return segment;
  }
}

function matchSegments(
  pattern: readonly string[],
  actual: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [position, expected] of pattern.entries()) {
    const segment = actual[position] ?? '';
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeSegment(segment);
    else if (expected !== segment) return undefined;
  }
  return params;
}

/**
 * The page whose path matches exactly (a trailing slash ignored) and its `:param` values.
 * A literal segment wins over a parameter, so /a/new is not taken for /a/:id.
 */
export function matchPageByPath(
  pathname: string,
  pages: readonly PageDefinition[] = pageRegistry,
): PageMatch | undefined {
  const actual = segmentsOf(pathname);
  let best: PageMatch | undefined;
  let bestParamCount = Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const params = matchSegments(segmentsOf(page.path), actual);
    if (params === undefined) continue;
    const paramCount = Object.keys(params).length;
    if (paramCount < bestParamCount) {
      best = { page, params };
      bestParamCount = paramCount;
    }
  }
  return best;
}

export function findPageByPath(
  pathname: string,
  pages: readonly PageDefinition[] = pageRegistry,
): PageDefinition | undefined {
  return matchPageByPath(pathname, pages)?.page;
}

/** The address of a route: its `:params` filled in and the query appended. Throws on a programming error. */
export function pathOfPage(name: string, params: PathParams = {}, query: PathQuery = {}): string {
  const page = findPageByName(name);
  if (!page) throw new Error(`Unknown route name: ${name}`);
  const path = page.path.replace(/:([A-Za-z0-9_]+)/g, (_placeholder, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${param}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}

/** Direct children in registry (menu) order, hidden ones included. */
export function childPages(
  name: string,
  pages: readonly PageDefinition[] = pageRegistry,
): readonly PageDefinition[] {
  return indexPages(pages).childrenOf(name);
}

/** The chain of parents, root first, without the page itself (the breadcrumb before its last item). */
export function ancestorsOf(
  name: string,
  pages: readonly PageDefinition[] = pageRegistry,
): readonly PageDefinition[] {
  const { byName } = indexPages(pages);
  const ancestors: PageDefinition[] = [];
  let parentName = byName.get(name)?.parent;
  while (parentName !== undefined) {
    const parent = byName.get(parentName);
    // Guard against a broken registry looping back on itself.
    if (!parent || ancestors.includes(parent)) break;
    ancestors.unshift(parent);
    parentName = parent.parent;
  }
  return ancestors;
}
