import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The system module's pages, by route name; each is its own chunk. */
export const systemPages = {
  logManage: lazyPage(() => import('./log-manage/log-manage-page').then((module) => module.LogManagePage)),
  dictionary: lazyPage(() => import('./dictionary/dictionary-page').then((module) => module.DictionaryPage)),
} satisfies ModulePages;
