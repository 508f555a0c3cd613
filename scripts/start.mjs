// `npm start`: builds the console when its build is missing or older than its sources, then serves the
// console and the API (embedded PGlite in ./data unless DATABASE_URL is set; demo seeded on first start),
// with the carrier platform simulator beside it (SIMDESK_CARRIER_SIM=off to leave it out).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sourceFolders = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return sourceFolders.some(
    (folder) => existsSync(path.join(root, folder)) && newestChange(path.join(root, folder)) > builtAt,
  );
}

if (buildIsStale()) {
  console.log('Building the console (first start or changed sources)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const processes = [spawn(tsx, ['apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' })];
// The carrier platform simulator runs beside the console unless a real carrier (or none) is configured.
if (process.env.SIMDESK_CARRIER_SIM !== 'off') {
  processes.push(spawn(tsx, ['apps/carrier-sim/src/main.ts'], { cwd: root, stdio: 'inherit' }));
}
let stopping = false;
function stopAll(signal) {
  stopping = true;
  for (const child of processes) if (child.exitCode === null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
let running = processes.length;
let firstExitCode = 0;
for (const child of processes) {
  child.on('exit', (code) => {
    // One of them ending ends the other: a console without its carrier (or the reverse) is not a working start.
    if (!stopping) {
      firstExitCode = code ?? 1;
      stopAll('SIGTERM');
    }
    running -= 1;
    if (running === 0) process.exit(firstExitCode);
  });
}
