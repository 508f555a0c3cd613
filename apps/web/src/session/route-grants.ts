import { expandPageCodes, pageRegistry } from '@simdesk/contract';
import { useSettings } from '../settings/settings-store';
import { useSession } from './session-store';

/** Every page code the console declares, with their prefixes: what routes see with route permission off. */
const everyPageCode: ReadonlySet<string> = expandPageCodes(
  pageRegistry.flatMap((page) => (page.pageCode === undefined ? [] : [page.pageCode])),
);

/**
 * The page codes that decide routes, menus and breadcrumbs (spec §6 "a configuration flag turns route
 * permission checks on"): the operator's own, or every page with the flag off. Buttons, drawers and the
 * server keep checking the operator's own codes either way.
 */
export function routeGrants(granted: ReadonlySet<string>, routePermission: boolean): ReadonlySet<string> {
  return routePermission ? granted : everyPageCode;
}

export function useRouteGrants(): ReadonlySet<string> {
  const { grantedPageCodes } = useSession();
  const { routePermission } = useSettings();
  return routeGrants(grantedPageCodes, routePermission);
}
