import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The carrier-account module's pages, by route name; each is its own chunk. */
export const carrierAccountPages = {
  carrierAccount: lazyPage(() =>
    import('./carrier-account/carrier-account-page').then((module) => module.CarrierAccountPage),
  ),
} satisfies ModulePages;
