import { cardLinkSimPages } from './registry-card-link-sim';
import { cardLinkPages } from './registry-card-link';
import { customPlatformPages } from './registry-custom-platform';
import { enhancedNetworkPages } from './registry-enhanced-network';
import { otherVehicleCardPages } from './registry-other-vehicle-card';
import { ownerCarCardInfoPages } from './registry-owner-car-card-info';
import { ownerCustomerPages } from './registry-owner-customers';
import { ownerFinancePages } from './registry-owner-finance';
import { ownerOperationsPages } from './registry-owner-operations';
import { realnameManagementPages } from './registry-realname-management';
import { realnamePages } from './registry-realname';
import { shellPages } from './registry-shell';
import { situationAwarenessPages } from './registry-situation-awareness';
import { statisticsPages } from './registry-statistics';
import { systemPages } from './registry-system';
import { userPages } from './registry-user';
import type { ButtonAction } from '../access/actions';
import type { PageDeclaration } from './types';

/**
 * Every route of the console (spec §2), built or not: the product map. The order is the menu order: children
 * appear in the order they are listed, and a group redirects to its first child.
 */
export const productMap = [
  ...userPages,
  ...shellPages,
  ...cardLinkPages,
  ...cardLinkSimPages,
  ...enhancedNetworkPages,
  ...realnamePages,
  ...realnameManagementPages,
  ...otherVehicleCardPages,
  ...ownerOperationsPages,
  ...ownerCustomerPages,
  ...ownerFinancePages,
  ...ownerCarCardInfoPages,
  ...statisticsPages,
  ...situationAwarenessPages,
  ...systemPages,
  ...customPlatformPages,
];

/** One entry of the product map, with its literal name, page code and actions. */
export type ProductPage = (typeof productMap)[number];

/** The name of a route of the console. */
export type PageName = ProductPage['name'];

/** A page code of the registry (hidden pages share their list's code). */
export type PageCode = ProductPage extends infer Page
  ? Page extends { pageCode: infer Code extends string }
    ? Code
    : never
  : never;

/** The route names a module can draw: every route but the groups, which only redirect. */
export type DrawnPageName = Exclude<ProductPage, { redirect: string }>['name'];

/** The route names that carry a page code. */
export type PageNameWithCode = Extract<ProductPage, { pageCode: string }>['name'];

/** The page code of a route. */
export type PageCodeOf<Name extends PageNameWithCode> =
  Extract<ProductPage, { name: Name }> extends { pageCode: infer Code extends string } ? Code : never;

/** The button actions a page code offers: those of every page carrying it, as a role editor grants them. */
export type PageCodeAction<Code extends PageCode> = ProductPage extends infer Page
  ? Page extends { pageCode: Code; actions: readonly (infer Action extends ButtonAction)[] }
    ? Action
    : never
  : never;

const declaredPages = new Map<string, PageDeclaration>(productMap.map((page) => [page.name, page]));

/**
 * A route as the product map declares it (without whether it is built). Module code that runs while the
 * modules are being declared (call schemas, their defaults) looks routes up here: the built registry is
 * derived from the modules and is not ready then.
 */
export function findDeclaredPage(name: string): PageDeclaration | undefined {
  return declaredPages.get(name);
}

/** The page code of a route, from the product map: code constants are derived, never restated. */
export function pageCodeOf<Name extends PageNameWithCode>(name: Name): PageCodeOf<Name> {
  const pageCode = declaredPages.get(name)?.pageCode;
  if (pageCode === undefined) throw new Error(`Route ${name} has no page code`);
  // The map was filled from the same entries the type is derived from.
  return pageCode as PageCodeOf<Name>;
}
