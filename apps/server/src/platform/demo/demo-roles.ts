import { pageRegistry, type ButtonAction } from '@simdesk/contract';

export interface DemoRoleGrant {
  pageCode: string;
  actions: readonly ButtonAction[];
}

/** Every page code of the registry with all of its actions: the carrier super admin's grant. */
export function everyPageGrant(): DemoRoleGrant[] {
  const grants = new Map<string, Set<ButtonAction>>();
  for (const page of pageRegistry) {
    if (!page.pageCode) continue;
    const actions = grants.get(page.pageCode) ?? new Set<ButtonAction>();
    for (const action of page.actions ?? []) actions.add(action);
    grants.set(page.pageCode, actions);
  }
  return [...grants].map(([pageCode, actions]) => ({ pageCode, actions: [...actions] }));
}

/** The registry's grants whose code starts with one of the prefixes (a subtree of pages). */
export function grantsUnder(
  prefixes: readonly string[],
  onlyActions?: readonly ButtonAction[],
): DemoRoleGrant[] {
  return everyPageGrant()
    .filter((grant) =>
      prefixes.some((prefix) => grant.pageCode === prefix || grant.pageCode.startsWith(`${prefix}-`)),
    )
    .map((grant) => ({
      pageCode: grant.pageCode,
      actions: onlyActions ? grant.actions.filter((action) => onlyActions.includes(action)) : grant.actions,
    }));
}
