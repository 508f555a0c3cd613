import type { CallerKind } from '../calls/define-call';
import type { ButtonAction } from './actions';

/** Always granted to every signed-in operator (spec §6). */
export const alwaysGrantedPageCode = 'vehicleCardManagement';

/** The restricted role: no quick search, task centre, account switching or home jump. */
export const restrictedRoleId = '3212';

/** First page codes that mark a custom-platform (API-only) operator. */
export const customPlatformFirstPageCodes = [
  'apiConfig',
  'customPlatform-configManagement',
  'operationManagement',
] as const;

/** The page code the task centre's "view all tasks" link needs. */
export const taskCentrePageCode = 'sysManagement-mission';

/** The deploy type of a standard platform; anything else may be a custom platform. */
export const standardDeployType = 1;

/**
 * The set of page codes an operator holds: each code, every hyphenated prefix of it
 * (a-b-c grants a-b and a), and the always-granted code.
 */
export function expandPageCodes(pageCodes: readonly string[]): Set<string> {
  const expanded = new Set<string>([alwaysGrantedPageCode]);
  for (const code of pageCodes) {
    const parts = code.split('-');
    for (let length = 1; length <= parts.length; length++) {
      const prefix = parts.slice(0, length).join('-');
      if (prefix !== '') expanded.add(prefix);
    }
  }
  return expanded;
}

/** A page without a code is open to every signed-in operator; otherwise its code must be held. */
export function hasPage(granted: ReadonlySet<string>, pageCode: string | undefined): boolean {
  return pageCode === undefined || granted.has(pageCode);
}

/** Actions allowed per page code, as granted to an operator by their roles. */
export type ActionGrants = Readonly<Record<string, readonly ButtonAction[]>>;

/** A button shows (and a call passes) only when its action is in the page's allowed list. */
export function hasAction(
  granted: ReadonlySet<string>,
  actionGrants: ActionGrants,
  pageCode: string,
  action: ButtonAction,
): boolean {
  if (!granted.has(pageCode)) return false;
  return actionGrants[pageCode]?.includes(action) ?? false;
}

export interface OperatorKind {
  roleId: string | null;
  deployType: number;
  /** The operator's page codes in the order their roles list them. */
  pageCodeList: readonly string[];
  mobile: string | null;
}

export function isRestrictedRole(operator: Pick<OperatorKind, 'roleId'>): boolean {
  return operator.roleId === restrictedRoleId;
}

/** deployType other than 1 and a first page code of apiConfig, customPlatform-configManagement or operationManagement. */
export function isCustomPlatformOperator(
  operator: Pick<OperatorKind, 'deployType' | 'pageCodeList'>,
): boolean {
  const first = operator.pageCodeList[0];
  return (
    operator.deployType !== standardDeployType &&
    first !== undefined &&
    (customPlatformFirstPageCodes as readonly string[]).includes(first)
  );
}

/** Whether the operator is of the kind a call declares it serves alone (`onlyFor`); no kind is everyone. */
export function isOfCallerKind(
  operator: Pick<OperatorKind, 'deployType' | 'pageCodeList'>,
  kind: CallerKind | undefined,
): boolean {
  return kind === undefined || isCustomPlatformOperator(operator);
}

export function canUseQuickSearch(operator: OperatorKind): boolean {
  return !isRestrictedRole(operator) && !isCustomPlatformOperator(operator);
}

export function canUseTaskCentre(operator: OperatorKind): boolean {
  return !isRestrictedRole(operator) && !isCustomPlatformOperator(operator);
}

export function canSeeProfileLink(operator: OperatorKind): boolean {
  return !isCustomPlatformOperator(operator);
}

/** Switching is offered only with a mobile number, and never to role 3212. */
export function canSwitchAccount(operator: OperatorKind): boolean {
  return !isRestrictedRole(operator) && operator.mobile !== null && operator.mobile !== '';
}

export function canJumpHome(operator: OperatorKind): boolean {
  return !isRestrictedRole(operator);
}

/** Route name the logo jumps to, by deploy type: 2 customPlatform, 3 apiConfig, 4 operationManagement, else vehicleCard. */
export function homeRouteNameForDeployType(deployType: number): string {
  switch (deployType) {
    case 2:
      return 'customPlatform';
    case 3:
      return 'apiConfig';
    case 4:
      return 'operationManagement';
    default:
      return 'vehicleCard';
  }
}
