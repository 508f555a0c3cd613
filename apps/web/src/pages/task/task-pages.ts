import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The task module's pages, by route name; each is its own chunk. */
export const taskPages = {
  mission: lazyPage(() => import('./mission/mission-page').then((module) => module.MissionPage)),
} satisfies ModulePages;
