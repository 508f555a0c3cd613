import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { moduleFences } from './module-fences.js';

// The rule resolves imports on disk, so the cases name real files of the repository.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = (file: string) => path.join(root, 'apps/server/src', file);
const web = (file: string) => path.join(root, 'apps/web/src', file);

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const fence = (problem: string) => [{ messageId: 'fence', data: { problem } }];

tester.run('module-fences', moduleFences, {
  valid: [
    // Another module through its entry file; a test through its testing entry.
    { filename: server('modules/home/home-routes.ts'), code: "import { taskModule } from '../task';" },
    {
      filename: server('modules/home/dashboard-summary.api.test.ts'),
      code: "import { callerOf } from '../task/testing';",
    },
    // Inside one module (a domain's sub-folders share it).
    {
      filename: server('modules/sim-cards/export/export-cards.ts'),
      code: "import { cardScope } from '../shared/card-scope';",
    },
    // A demo seed reads the simulator's demo fleet.
    {
      filename: server('modules/sim-cards/demo/demo-card-facts.ts'),
      code: "import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';",
    },
    {
      filename: web('pages/account-admin/user-manage/user-manage-page.tsx'),
      code: "import { x } from './operator-filters';",
    },
  ],
  invalid: [
    {
      filename: server('modules/organization/org-routes.ts'),
      code: "import { countCardsInOrg } from '../sim-cards/shared/card-org-paths';",
      errors: fence('import module sim-cards through its entry file, not ../sim-cards/shared/card-org-paths'),
    },
    {
      filename: server('modules/organization/org-routes.ts'),
      code: "import { callerOf } from '../task/testing';",
      errors: fence('import module task through its entry file, not ../task/testing'),
    },
    {
      filename: server('platform/services.ts'),
      code: "export { serverModules } from '../modules';",
      errors: fence('the platform imports no module (../modules)'),
    },
    {
      filename: server('modules/sim-cards/import/import-row-check.ts'),
      code: "import { hasValidLuhnCheckDigit } from '@simdesk/carrier-sim/demo-cards';",
      errors: fence(
        'production code does not import the carrier simulator (@simdesk/carrier-sim/demo-cards)',
      ),
    },
    {
      filename: server('modules/task/task-routes.ts'),
      code: "import { fastTaskConfig } from './task-test-support';",
      errors: fence('production code imports no test support or bulk seed (./task-test-support)'),
    },
    {
      filename: web('pages/account-admin/user-manage/user-manage-page.tsx'),
      code: "import { ConsoleApp } from '../../../app/console-app';",
      errors: fence(
        'only src/app/ imports src/app/ (../../../app/console-app): routing helpers live in src/routing/',
      ),
    },
    {
      filename: web('pages/account-admin/user-manage/user-manage-page.tsx'),
      code: "import { DealerInfoPage } from '../dealer-info/dealer-info-page';",
      errors: fence(
        'a page does not import another page (../dealer-info/dealer-info-page): move what both use to features/',
      ),
    },
    {
      filename: web('features/sim-cards/card-actions/card-actions-bar.tsx'),
      code: "import { CardDetailPage } from '../../../pages/sim-cards/card-detail/card-detail-page';",
      errors: fence(
        'a feature does not import a page (../../../pages/sim-cards/card-detail/card-detail-page): pages are drawn from features, not the other way',
      ),
    },
  ],
});
