import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { compiledCommandLine, nodeApps } from '../scripts/lib/builds.mjs';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { e2eCarrierSimPort, e2eDemoPassword, e2ePort } from './support/environment';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.SIMDESK_E2E_POSTGRES_URL;
if (!postgresUrl) {
  throw new Error(
    'SIMDESK_E2E_POSTGRES_URL is not set: run the suite with `npm run e2e` (or `npm test`), which provide it',
  );
}
const baseURL = `http://127.0.0.1:${e2ePort}`;
const carrierSimUrl = `http://127.0.0.1:${e2eCarrierSimPort}`;

// The production build, served by the compiled server (as `npm start` runs it) on a fresh PostgreSQL database,
// driven in Debian's chromium.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: path.join(root, '.test-runtime/e2e-results'),
  projects: [
    // Signs each demo account in once; the specs reuse those sessions (support/signed-in-state.ts).
    { name: 'signed-in states', testDir: './setup', testMatch: /\.setup\.ts$/, fullyParallel: true },
    { name: 'chromium', testDir: './tests', dependencies: ['signed-in states'] },
  ],
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    // The suite's operators ask the system for less motion (the console's reduced-motion mode): a spinner that
    // turns keeps chromium drawing frames, about a tenth of a core measured here, that the other worker could
    // use. The sign-in and tab specs run with the default motion.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (actions, DOM snapshots, network); without the screencast, which cost the
    // browser about a third of the suite's CPU time (e2e 9.6 → 6.6 min here).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      // The carrier simulator the demo carrier account points at, holding the demo cards (schema carrier_sim
      // of the same throwaway database).
      command: compiledCommandLine(nodeApps.carrierSim),
      cwd: root,
      url: `${carrierSimUrl}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        CARRIER_SIM_PORT: String(e2eCarrierSimPort),
        CARRIER_SIM_HOST: '127.0.0.1',
        CARRIER_SIM_DATABASE_URL: postgresUrl,
        CARRIER_SIM_SEED_CARDS: '400',
        CARRIER_SIM_LOG_LEVEL: 'warn',
        // A registration sent to manual review waits 15–20 minutes: the real-name journey must not meet one.
        CARRIER_SIM_REAL_NAME_REVIEW_SHARE: '0',
      },
    },
    {
      command: compiledCommandLine(nodeApps.server),
      cwd: root,
      url: `${baseURL}/user/login`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(e2ePort),
        HOST: '127.0.0.1',
        DATABASE_URL: postgresUrl,
        SIMDESK_DEMO_PASSWORD: e2eDemoPassword,
        SIMDESK_SMS_RESEND_SECONDS: '1',
        SIMDESK_SMS_MAX_PER_HOUR: '1000',
        SIMDESK_LOG_LEVEL: 'warn',
        // The enterprise-settings spec's SMTP peer and push receiver listen on 127.0.0.1.
        SIMDESK_OUTBOUND_ALLOW_PRIVATE: '1',
        SIMDESK_CARRIER_SIM_URL: carrierSimUrl,
      },
    },
  ],
});
