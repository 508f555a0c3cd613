import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The home module's pages, by route name; each is its own chunk. */
export const homePages = {
  dashboard: lazyPage(() => import('./dashboard/dashboard-page').then((module) => module.DashboardPage)),
} satisfies ModulePages;
