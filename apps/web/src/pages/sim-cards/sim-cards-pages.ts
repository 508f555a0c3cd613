import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The sim-cards module's pages, by route name; each is its own chunk. */
export const simCardsPages = {
  simCardList: lazyPage(() =>
    import('./sim-card-list/sim-card-list-page').then((module) => module.SimCardListPage),
  ),
  cardState: lazyPage(() => import('./card-state/card-state-page').then((module) => module.CardStatePage)),
  cardDetail: lazyPage(() =>
    import('./card-detail/card-detail-page').then((module) => module.CardDetailPage),
  ),
  simCardVehicleDetail: lazyPage(() =>
    import('./vehicle-detail/vehicle-detail-page').then((module) => module.VehicleDetailPage),
  ),
} satisfies ModulePages;
