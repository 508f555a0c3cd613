import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The organization module's pages, by route name; each is its own chunk. */
export const organizationPages = {
  roleManage: lazyPage(() =>
    import('./role-manage/role-manage-page').then((module) => module.RoleManagePage),
  ),
  orgManage: lazyPage(() => import('./org-manage/org-manage-page').then((module) => module.OrgManagePage)),
} satisfies ModulePages;
