import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The data-pools module's pages, by route name; each is its own chunk. */
export const dataPoolsPages = {
  vehicleCardDataPoolManage: lazyPage(() =>
    import('./data-pool-manage/data-pool-manage-page').then((module) => module.DataPoolManagePage),
  ),
  dataPoolDetail: lazyPage(() =>
    import('./data-pool-detail/data-pool-detail-page').then((module) => module.DataPoolDetailPage),
  ),
} satisfies ModulePages;
