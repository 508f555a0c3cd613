import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests (*.api.test.ts) run against a real database
// (PGlite by default, PostgreSQL when SIMDESK_TEST_DATABASE_URL is set). e2e specs are Playwright's, not ours.
export default defineConfig({
  test: {
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
      {
        test: {
          name: 'server-api',
          root: 'apps/server',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          // Builds the migrated, demo-seeded database once; each test file starts from a copy.
          globalSetup: ['src/test/seeded-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'carrier-sim',
          root: 'apps/carrier-sim',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
        },
      },
    ],
  },
});
