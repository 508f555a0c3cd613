import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The shell's own pages, by route name; each is its own chunk. */
export const shellPages = {
  middlePage: lazyPage(() => import('./middle-page/middle-page').then((module) => module.MiddlePage)),
  processing: lazyPage(() => import('./processing/processing-page').then((module) => module.ProcessingPage)),
} satisfies ModulePages;
