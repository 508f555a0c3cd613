import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The real-name module's pages, by route name; each is its own chunk. */
export const realNamePages = {
  realnameList: lazyPage(() =>
    import('./registration-list/registration-list-page').then((module) => module.RegistrationListPage),
  ),
  realnameListDetail: lazyPage(() =>
    import('./registration-detail/registration-detail-page').then((module) => module.RegistrationDetailPage),
  ),
  orgBatchRn: lazyPage(() =>
    import('./enterprise-batch-list/enterprise-batch-list-page').then(
      (module) => module.EnterpriseBatchListPage,
    ),
  ),
  orgBatchRnDetail: lazyPage(() =>
    import('./enterprise-batch-detail/enterprise-batch-detail-page').then(
      (module) => module.EnterpriseBatchDetailPage,
    ),
  ),
} satisfies ModulePages;
