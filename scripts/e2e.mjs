// `npm run e2e`: the e2e suite alone, on a throwaway PostgreSQL cluster, against the production build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { startPostgresCluster } from './lib/postgres-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureChromium();
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const cluster = await startPostgresCluster();
let status = 1;
try {
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, SIMDESK_E2E_POSTGRES_URL: cluster.url },
    },
  );
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
