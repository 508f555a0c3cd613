import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The real-name status sync with the carrier and its notifications: the page and its two details. */
export const realNameSyncPages = {
  syncManagement: lazyPage(() =>
    import('./sync-management/sync-management-page').then((module) => module.SyncManagementPage),
  ),
  syncRecordDetail: lazyPage(() =>
    import('./sync-record-detail/sync-record-detail-page').then((module) => module.SyncRecordDetailPage),
  ),
  notifyRecordDetail: lazyPage(() =>
    import('./notify-record-detail/notify-record-detail-page').then(
      (module) => module.NotifyRecordDetailPage,
    ),
  ),
} satisfies ModulePages;
