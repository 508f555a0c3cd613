import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';
import { realNamePublicPages } from './real-name-public-pages';
import { realNameCardStatePages } from './real-name-card-state-pages';
import { realNameSyncPages } from './real-name-sync-pages';
import { realNameCardChangePages } from './real-name-card-change-pages';
import { realNameTestingPages } from './real-name-testing-pages';
import { realNameUploadPages } from './real-name-upload-pages';

/** The real-name module's pages, by route name; each is its own chunk. */
export const realNamePages = {
  ...realNamePublicPages,
  ...realNameTestingPages,
  ...realNameCardStatePages,
  ...realNameSyncPages,
  ...realNameUploadPages,
  ...realNameCardChangePages,
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
  collecting: lazyPage(() =>
    import('./collection-list/collection-list-page').then((module) => module.CollectionListPage),
  ),
  collectingDetail: lazyPage(() =>
    import('./collection-detail/collection-detail-page').then((module) => module.CollectionDetailPage),
  ),
  batchLogout: lazyPage(() =>
    import('./deregistration-list/deregistration-list-page').then((module) => module.DeregistrationListPage),
  ),
  batchLogoutDetail: lazyPage(() =>
    import('./deregistration-detail/deregistration-detail-page').then(
      (module) => module.DeregistrationDetailPage,
    ),
  ),
  yidongRnReuse: lazyPage(() =>
    import('./reuse-list/reuse-list-page').then((module) => module.ReuseListPage),
  ),
  yidongRnReuseDetail: lazyPage(() =>
    import('./reuse-detail/reuse-detail-page').then((module) => module.ReuseDetailPage),
  ),
  yidongVinReupload: lazyPage(() =>
    import('./vin-reupload-list/vin-reupload-page').then((module) => module.VinReuploadPage),
  ),
  yidongVinReuploadDetail: lazyPage(() =>
    import('./vin-reupload-detail/vin-reupload-detail-page').then((module) => module.VinReuploadDetailPage),
  ),
} satisfies ModulePages;
