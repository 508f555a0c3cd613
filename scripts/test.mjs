// `npm test`: everything CI runs, on a fresh machine of this kind.
// Prepares chromium and a throwaway PostgreSQL 15 cluster, then runs lint, typecheck, unit tests, API tests on
// PGlite and on PostgreSQL, the production build and the e2e suite; ends with one line "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-runtime', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const tally = { passed: 0, failed: 0 };
const failedSteps = [];
/** Each failed test as "step: file › title — first line of the error", repeated at the end where CI's tail shows it. */
const failedTests = [];

function firstLine(text) {
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0)
    ?.slice(0, 300);
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function heading(title) {
  console.log(`\n=== ${title} ===`);
}

/** A step without its own test count (lint, typecheck, build) counts as one check. */
async function check(title, command, args, env) {
  heading(title);
  const code = await run(command, args, env);
  if (code === 0) tally.passed += 1;
  else {
    tally.failed += 1;
    failedSteps.push(title);
  }
  return code === 0;
}

async function vitest(title, args, env = {}) {
  heading(title);
  const report = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const code = await run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  if (!existsSync(report)) {
    tally.failed += 1;
    failedSteps.push(`${title} (no report, exit ${code})`);
    return;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  tally.passed += result.numPassedTests;
  tally.failed += result.numFailedTests;
  // A file that fails to load counts no test: count it as a failure.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  tally.failed += brokenFiles.length;
  for (const file of result.testResults) {
    const relative = path.relative(root, file.name);
    for (const test of file.assertionResults.filter((assertion) => assertion.status === 'failed'))
      failedTests.push(`${title}: ${relative} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failedTests.push(`${title}: ${relative} did not load — ${firstLine(file.message)}`);
  }
  if (code !== 0 && result.numFailedTests === 0 && brokenFiles.length === 0) tally.failed += 1;
  if (result.numFailedTests > 0 || brokenFiles.length > 0 || code !== 0) failedSteps.push(title);
}

async function playwright(title, env) {
  heading(title);
  const report = path.join(reports, 'e2e.json');
  const code = await run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (!existsSync(report)) {
    tally.failed += 1;
    failedSteps.push(`${title} (no report, exit ${code})`);
    return;
  }
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  collectFailedSpecs(title, suites ?? []);
  tally.passed += stats.expected + (stats.flaky ?? 0);
  tally.failed += stats.unexpected;
  // A run that failed before any test (the web server could not start, say) still counts as a failure.
  if (code !== 0 && stats.unexpected === 0) tally.failed += 1;
  if (stats.unexpected > 0 || code !== 0) failedSteps.push(title);
}

/** Walks Playwright's JSON report (suites hold specs and suites) for tests that ended unexpectedly. */
function collectFailedSpecs(title, suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const lastResult = test.results?.at(-1);
        failedTests.push(`${title}: ${spec.file} › ${spec.title} — ${firstLine(lastResult?.error?.message)}`);
      }
    }
    collectFailedSpecs(title, suite.suites ?? []);
  }
}

const started = Date.now();
let cluster;
try {
  heading('prepare');
  ensureChromium();
  cluster = await startPostgresCluster();
  console.log(`PostgreSQL test cluster at ${cluster.url}`);

  await check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  await check('format', 'npx', ['prettier', '--check', '.']);
  await check('typecheck', 'node', ['scripts/typecheck.mjs']);
  await vitest('unit', [
    '--project',
    'contract',
    '--project',
    'tooling',
    '--project',
    'server-unit',
    '--project',
    'web',
  ]);
  await vitest('api on PGlite', ['--project', 'server-api']);
  await vitest('api on PostgreSQL', ['--project', 'server-api'], { SIMDESK_TEST_DATABASE_URL: cluster.url });
  await vitest('carrier simulator on PGlite', ['--project', 'carrier-sim']);
  await vitest('carrier simulator on PostgreSQL', ['--project', 'carrier-sim'], {
    CARRIER_SIM_TEST_DATABASE_URL: cluster.url,
  });
  if (await check('build', 'npm', ['run', 'build'])) {
    await playwright('e2e in Chromium', { SIMDESK_E2E_POSTGRES_URL: cluster.url });
  } else {
    tally.failed += 1;
    failedSteps.push('e2e skipped: the build failed');
  }
} catch (error) {
  console.error(error);
  tally.failed += 1;
  failedSteps.push(`harness: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  cluster?.stop();
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failedTests.length > 0)
  console.log(`\nfailed tests:\n${failedTests.map((line) => `- ${line}`).join('\n')}`);
console.log(`\n${failedSteps.length > 0 ? `failed: ${failedSteps.join('; ')}\n` : ''}took ${minutes} min`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 || failedSteps.length > 0 ? 1 : 0);
