import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The real-name module's view of card states: the list and one card; each its own chunk. */
export const realNameCardStatePages = {
  realnameCardStateList: lazyPage(() =>
    import('./card-state-list/card-state-list-page').then((module) => module.CardStateListPage),
  ),
  realnameCardStateDetail: lazyPage(() =>
    import('./card-state-detail/card-state-detail-page').then((module) => module.CardStateDetailPage),
  ),
} satisfies ModulePages;
