import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The vehicles module's pages, by route name; each is its own chunk. */
export const vehiclesPages = {
  vehicleList: lazyPage(() =>
    import('./vehicle-list/vehicle-list-page').then((module) => module.VehicleListPage),
  ),
  vehicleDetail: lazyPage(() =>
    import('./vehicle-detail/vehicle-detail-page').then((module) => module.VehicleDetailPage),
  ),
  vehicleInfoChange: lazyPage(() =>
    import('./vehicle-info-change/vehicle-info-change-page').then((module) => module.VehicleInfoChangePage),
  ),
} satisfies ModulePages;
