// `node scripts/screenshot.mjs --account admin --out /tmp/shots /sys/userManage /sys/roleManage`
// `--settings '{"layout":"side","navTheme":"dark"}'` draws the pages with some console settings changed.
// Builds the console into a private folder, starts the real server on a throwaway embedded database, signs in
// as a demo account in headless chromium and saves one PNG per path: a quick look at what a person sees.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, ensureChromium } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    account: { type: 'string', default: 'admin' },
    out: { type: 'string', default: path.join(tmpdir(), 'simdesk-shots') },
    port: { type: 'string', default: String(19000 + (process.pid % 900)) },
    locale: { type: 'string', default: 'en-US' },
    width: { type: 'string', default: '1440' },
    height: { type: 'string', default: '900' },
    'skip-build': { type: 'boolean', default: false },
    settings: { type: 'string', default: '{}' },
  },
});
const paths = positionals.length > 0 ? positionals : ['/vehicleCard/dashboard'];
const password = 'Screenshot-pass-2026';
const workDir = mkdtempSync(path.join(tmpdir(), 'simdesk-screenshot-'));
const webDist = values['skip-build'] ? path.join(root, 'apps/web/dist') : path.join(workDir, 'dist');
mkdirSync(values.out, { recursive: true });
ensureChromium();

if (!values['skip-build']) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Its own process group, so the stop below reaches tsx's child too.
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  detached: true,
  env: {
    ...process.env,
    PORT: values.port,
    SIMDESK_DATA_DIR: path.join(workDir, 'data'),
    SIMDESK_WEB_DIST: webDist,
    SIMDESK_DEMO_PASSWORD: password,
    SIMDESK_LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const baseUrl = `http://127.0.0.1:${values.port}`;

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl}/user/login`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 60 s');
}

let exitCode = 0;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await waitForServer();
  const page = await browser.newPage({
    locale: values.locale,
    viewport: { width: Number(values.width), height: Number(values.height) },
  });
  await page.goto(`${baseUrl}/user/login`);
  await page.locator('#passwordLogin_account').fill(values.account);
  await page.locator('#passwordLogin_password').fill(password);
  await page.locator('form#passwordLogin button[type=submit]').click();
  const agree = page.locator('.ant-modal button.ant-btn-primary');
  await page.waitForTimeout(2500);
  if (await agree.isVisible()) await agree.click();
  // The console keeps its settings under this key (apps/web/src/settings/settings.ts); unknown fields are dropped.
  await page.evaluate((changes) => {
    const stored = JSON.parse(globalThis.localStorage.getItem('simdesk.settings') ?? '{}');
    globalThis.localStorage.setItem(
      'simdesk.settings',
      JSON.stringify({ ...stored, ...JSON.parse(changes) }),
    );
  }, values.settings);
  for (const target of paths) {
    await page.goto(`${baseUrl}${target}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const file = path.join(
      values.out,
      `${target.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root'}.png`,
    );
    await page.screenshot({ path: file, fullPage: true });
    console.log(`saved ${file}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
