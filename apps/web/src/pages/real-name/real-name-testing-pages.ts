import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The real-name module's pages of testing before sale: test cards, test records and testers; each its own chunk. */
export const realNameTestingPages = {
  testingCardManagement: lazyPage(() =>
    import('./test-card-list/test-card-list-page').then((module) => module.TestCardListPage),
  ),
  testRnRecord: lazyPage(() =>
    import('./test-record-list/test-record-list-page').then((module) => module.TestRecordListPage),
  ),
  testerManagement: lazyPage(() =>
    import('./tester-list/tester-list-page').then((module) => module.TesterListPage),
  ),
  testerManagementDetail: lazyPage(() =>
    import('./tester-detail/tester-detail-page').then((module) => module.TesterDetailPage),
  ),
  testerManagementAdd: lazyPage(() =>
    import('./tester-form/tester-add-page').then((module) => module.TesterAddPage),
  ),
  testerManagementEdit: lazyPage(() =>
    import('./tester-form/tester-edit-page').then((module) => module.TesterEditPage),
  ),
} satisfies ModulePages;
