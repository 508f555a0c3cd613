import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { registerOrgCalls } from './org-routes';
import { registerOrgMoveCalls } from './org-move-routes';
import { registerRoleCalls } from './role-routes';

/** Roles and the org tree (sys/roleManage, sys/orgManage). */
export function registerOrganizationCalls(registrar: CallRegistrar, services: AppServices): void {
  registerRoleCalls(registrar, services);
  registerOrgCalls(registrar, services);
  registerOrgMoveCalls(registrar, services);
}
