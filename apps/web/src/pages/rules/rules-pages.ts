import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The rules module's pages, by route name; each is its own chunk. */
export const rulesPages = {
  ruleManage: lazyPage(() =>
    import('./rule-manage/rule-manage-page').then((module) => module.RuleManagePage),
  ),
  ruleHistory: lazyPage(() =>
    import('./rule-history/rule-history-page').then((module) => module.RuleHistoryPage),
  ),
  ruleUnsubscribeHistory: lazyPage(() =>
    import('./rule-unsubscribe-history/rule-unsubscribe-history-page').then(
      (module) => module.RuleUnsubscribeHistoryPage,
    ),
  ),
} satisfies ModulePages;
