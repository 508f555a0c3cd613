import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** Registrations pushed by car makers' systems: the list and one arrival; each its own chunk. */
export const realNameUploadPages = {
  upload: lazyPage(() => import('./upload-list/upload-list-page').then((module) => module.UploadListPage)),
  uploadDetail: lazyPage(() =>
    import('./upload-detail/upload-detail-page').then((module) => module.UploadDetailPage),
  ),
} satisfies ModulePages;
