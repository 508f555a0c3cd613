import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The test files of a project (under its src/, names ending in `suffix`) that carry vitest's file tag
 * `// @module-tag <tag>`: found by reading them here, so that a subset run never loads the other files.
 */
function filesTagged(projectRoot: string, suffix: string, tag: string): string[] {
  const marker = new RegExp(`^\\s*(//|\\*)\\s*@module-tag\\s+${tag}\\b`, 'm');
  const sourceFolder = path.join(root, projectRoot, 'src');
  return readdirSync(sourceFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .filter((file) => marker.test(readFileSync(path.join(sourceFolder, file), 'utf8')))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .sort();
}

const serverApi = {
  root: 'apps/server',
  environment: 'node',
  // Builds the migrated, demo-seeded database once; each test file starts from a copy.
  globalSetup: ['src/test/seeded-template.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A worker loads the server's modules once for all its files, not once a file (import took 217 of 392 s).
  // Each file builds its own app on its own database copy, and what modules remember is kept per database.
  isolate: false,
} as const;

const carrierSim = {
  root: 'apps/carrier-sim',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // As the server's API files: each file starts its own simulator on its own database.
  isolate: false,
} as const;

// Unit tests sit beside the code; API tests (*.api.test.ts) run against a real database (PGlite by default,
// PostgreSQL when SIMDESK_TEST_DATABASE_URL is set). e2e specs are Playwright's, not ours.
// `npm test` runs the whole API suite on PostgreSQL, the production path, and on PGlite, the embedded default,
// only the files tagged `// @module-tag pglite` (projects server-api-pglite and carrier-sim-pglite).
export default defineConfig({
  test: {
    tags: [
      {
        name: 'pglite',
        description:
          'also run on the embedded PGlite by npm test: migrations, COPY, locks and concurrency, the job queue, ' +
          'crash and restart, and one main-flow file per module',
      },
    ],
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          root: 'scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      { test: { ...serverApi, name: 'server-api', include: ['src/**/*.api.test.ts'] } },
      {
        test: {
          ...serverApi,
          name: 'server-api-pglite',
          include: filesTagged(serverApi.root, '.api.test.ts', 'pglite'),
        },
      },
      { test: { ...carrierSim, name: 'carrier-sim', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...carrierSim,
          name: 'carrier-sim-pglite',
          include: filesTagged(carrierSim.root, '.test.ts', 'pglite'),
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Each file keeps its own jsdom: shared by a worker's files, Ant Design's styles and the trees pile up
          // and the tests ran twice as slowly (218 → 409 s).
          // jsdom renders antd slowly, and a loaded machine (or the lint lane beside it) slows it further: tests
          // check behaviour, not speed (benchmarks do that), so a slow render must not fail at vitest's 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
