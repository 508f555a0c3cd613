import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import type { OrgContents } from './org-contents';
import { registerOrgCalls } from './org-routes';
import { registerOrgMoveCalls } from './org-move-routes';
import { registerRoleCalls } from './role-routes';

/** Roles and the org tree (sys/roleManage, sys/orgManage). */
export function registerOrganizationCalls(
  registrar: CallRegistrar,
  services: AppServices,
  contents: readonly OrgContents[],
): void {
  registerRoleCalls(registrar, services);
  registerOrgCalls(registrar, services, contents);
  registerOrgMoveCalls(registrar, services, contents);
}
