import { defineServerModule } from '../../platform/modules/server-module';
import { orgContentsPoint } from './org-contents';
import { registerOrganizationCalls } from './organization-routes';

export { orgContentsPoint, type OrgContents } from './org-contents';
export { orgPathContents } from './org-path-contents';
export { loadOrgInScope } from './org-store';

/** The org tree (read, add, rename, move, delete an empty org, move operators) and roles with their grants. */
export const organizationModule = defineServerModule({
  name: 'organization',
  register: ({ registrar, services, contributionsTo }) =>
    registerOrganizationCalls(registrar, services, contributionsTo(orgContentsPoint)),
});
