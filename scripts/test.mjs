// `npm test`: everything CI runs, on a fresh machine of this kind.
// Prepares chromium and a throwaway PostgreSQL 15 cluster, then runs lint, format and typecheck beside the unit
// tests, the API tests on PostgreSQL and their PGlite subset, the production build and the e2e suite. Prints
// each step's minutes and a table of them at the end, fails past the time budget, and ends with the failed
// tests and one line "N passed, N failed".
import { ensureChromium } from './lib/chromium.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';
import { createTestRun } from './lib/test-run.mjs';

/** CI stops a run at 90 minutes and nothing lands; a run past this budget fails well before that. */
const budgetMinutes = 45;

const testRun = createTestRun();
const { step, check, vitest, playwright } = testRun;

let cluster;
try {
  await step('prepare', async (log) => {
    ensureChromium(log);
    cluster = await startPostgresCluster();
    log(`PostgreSQL test cluster at ${cluster.url}`);
    return true;
  });
  // Two lanes for two cores: the single-threaded checks one after another, then the API tests on PGlite, at low
  // priority so that the unit tests' timeouts (jsdom renders antd slowly) see the CPU they would have alone, and
  // the unit tests (one vitest worker). Each step's output is kept and printed whole when the step ends.
  await Promise.all([
    (async () => {
      // eslint, then the copy-paste detector (jscpd, configured in .jscpd.json): duplication may not grow back.
      await check(
        'lint',
        [
          ['npx', ['eslint', '.', '--max-warnings', '0']],
          ['npx', ['jscpd']],
        ],
        { buffered: true, lowPriority: true },
      );
      await check('format', [['npx', ['prettier', '--check', '.']]], { buffered: true, lowPriority: true });
      await check('typecheck', [['npx', ['tsc', '-b']]], { buffered: true, lowPriority: true });
      // The embedded PGlite, the default database, runs the API files tagged `// @module-tag pglite`
      // (vitest.config.ts): what depends on the database engine, and each module's main flow. In this lane, as the
      // unit tests keep one core busy for minutes after the checks end and the other would sit idle.
      await vitest('api on PGlite (tagged files)', ['--project', 'server-api-pglite'], {
        buffered: true,
        lowPriority: true,
      });
    })(),
    vitest(
      'unit',
      ['--project', 'contract', '--project', 'tooling', '--project', 'server-unit', '--project', 'web'],
      {
        buffered: true,
      },
    ),
  ]);
  // The whole API suite on PostgreSQL, the production path, two files at once: a request's time is split between
  // the test's node and the database's backend, so one worker leaves a core idle (9.4 → 6.0 min here; 3.1 min
  // since a worker loads the server once for all its files). PGlite runs in the worker itself and gains little
  // from a second one.
  await vitest('api on PostgreSQL', ['--project', 'server-api', '--maxWorkers', '2'], {
    env: { SIMDESK_TEST_DATABASE_URL: cluster.url },
  });
  await vitest('carrier simulator on PostgreSQL', ['--project', 'carrier-sim'], {
    env: { CARRIER_SIM_TEST_DATABASE_URL: cluster.url },
  });
  await vitest('carrier simulator on PGlite (tagged files)', ['--project', 'carrier-sim-pglite']);
  if (await check('build', [['npm', ['run', 'build']]])) {
    // What the login page and each route load may not grow past the ceilings of bench/bundle-size.mjs.
    await check('bundle budgets', [['node', ['bench/bundle-size.mjs', '--check']]]);
    await playwright('e2e in Chromium', { SIMDESK_E2E_POSTGRES_URL: cluster.url });
  } else {
    testRun.fail('e2e skipped: the build failed');
  }
} catch (error) {
  console.error(error);
  testRun.fail(`harness: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  cluster?.stop();
}

process.exit(testRun.summarise(budgetMinutes));
