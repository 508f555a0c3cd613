import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The security module's pages, by route name; each is its own chunk. */
export const securityPages = {
  binding: lazyPage(() => import('./binding/binding-page').then((module) => module.BindingPage)),
  separate: lazyPage(() => import('./separate/separate-page').then((module) => module.SeparatePage)),
} satisfies ModulePages;
