import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The bills module's pages, by route name; each is its own chunk. */
export const billsPages = {
  simCardBill: lazyPage(() => import('./card-bill/card-bill-page').then((module) => module.CardBillPage)),
  companyBill: lazyPage(() =>
    import('./company-bill/company-bill-page').then((module) => module.CompanyBillPage),
  ),
} satisfies ModulePages;
