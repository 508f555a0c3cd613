// Web bundle size from the production build: gzip bytes of the JS the login page loads, and of each route chunk
// (its own chunk and the chunks it pulls in beyond the entry and the signed-in shell, which every console page
// is drawn in and which is loaded once a session). Reads Vite's manifest; builds first when missing.
// `--check` records nothing and fails when a figure passes its ceiling (`npm test` runs it after the build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { recordResults } from './record-results.mjs';

/**
 * Budgets in KiB of gzip: issue 13's goal for what the login page loads and for any one route beyond the
 * console's shell, and the ceiling a figure may not pass: its goal once met, until then the figure reached so
 * far (lower it as the figure comes down, never raise it).
 */
const budgets = {
  'login-js-gzip-kb': { goal: 300, ceiling: 300 },
  'largest-route-js-gzip-kb': { goal: 200, ceiling: 200 },
};

const { values: options } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipBytes = new Map();
function gzipOf(file) {
  if (!gzipBytes.has(file))
    gzipBytes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipBytes.get(file);
}

/** Every JS file a manifest entry loads statically (itself and its imports, transitively). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The files of every manifest entry whose key or chunk name matches. */
function closureOfAll(matches) {
  const files = new Set();
  for (const [key, chunk] of Object.entries(manifest))
    if (matches(key, chunk.name ?? '')) staticClosure(key, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = staticClosure(entryKey);
const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);

// The signed-in shell: the layouts and the page map, one chunk loaded after the sign-in (app/signed-in-shell.tsx).
const shellFiles = new Set([
  ...entryFiles,
  ...closureOfAll((key) => key.endsWith('app/signed-in-shell.tsx')),
]);
const routes = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.includes('/pages/'))
  .map((key) => {
    const closure = [...staticClosure(key)];
    return {
      page: key.replace(/^.*\/pages\//, ''),
      gzip: sum(closure.filter((file) => !shellFiles.has(file))),
      beyondEntry: sum(closure.filter((file) => !entryFiles.has(file))),
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

// A fresh English browser at /user/login: the entry, then what the first render waits for (the sign-in texts
// of its language, Ant Design's locale), the sign-in layout and the login page.
const loginFiles = new Set([
  ...entryFiles,
  ...closureOfAll((key, name) => name === 'texts-en-US' || key.endsWith('antd/locale/en_US.js')),
  ...closureOfAll(
    (key) =>
      key.endsWith('layouts/user-layout/user-layout.tsx') ||
      key.endsWith('pages/operator/login/login-page.tsx'),
  ),
]);
const kilobytes = (bytes) => Math.round((bytes / 1024) * 10) / 10;

const results = [
  { name: 'login-js-gzip-kb', value: kilobytes(sum(loginFiles)), unit: 'KiB' },
  { name: 'entry-js-gzip-kb', value: kilobytes(sum(entryFiles)), unit: 'KiB' },
  { name: 'console-shell-js-gzip-kb', value: kilobytes(sum(shellFiles) - sum(entryFiles)), unit: 'KiB' },
  {
    name: 'largest-route-js-gzip-kb',
    value: kilobytes(routes[0]?.gzip ?? 0),
    unit: 'KiB',
    detail: routes[0]?.page,
  },
];
console.table(
  routes.map((route) => ({
    page: route.page,
    'beyond the shell, gzip KiB': kilobytes(route.gzip),
    'beyond the entry': kilobytes(route.beyondEntry),
  })),
);
console.table(results);

if (options.check) {
  const budgeted = results.filter((result) => budgets[result.name]);
  for (const { name, value } of budgeted) {
    const { goal, ceiling } = budgets[name];
    if (value > ceiling) console.error(`${name} ${value} KiB passes its ceiling of ${ceiling} KiB`);
    else if (value > goal)
      console.log(`${name} ${value} KiB: under its ceiling, still above its goal of ${goal} KiB`);
  }
  process.exit(budgeted.some(({ name, value }) => value > budgets[name].ceiling) ? 1 : 0);
}
recordResults(results);
