import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The real-name module's vehicle card changes: the list (with the change form) and one change; each its own chunk. */
export const realNameCardChangePages = {
  vehicleChangeCard: lazyPage(() =>
    import('./card-change-list/card-change-list-page').then((module) => module.CardChangeListPage),
  ),
  vehicleChangeCardDetail: lazyPage(() =>
    import('./card-change-detail/card-change-detail-page').then((module) => module.CardChangeDetailPage),
  ),
} satisfies ModulePages;
