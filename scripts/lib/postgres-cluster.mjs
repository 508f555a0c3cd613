// A throwaway PostgreSQL cluster from the server binaries on this machine, for tests:
// initdb into a temporary folder, listen on 127.0.0.1 at a free port, trust auth, stop and delete after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinDir() {
  const fromEnv = process.env.SIMDESK_PG_BIN;
  if (fromEnv && existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const preferred = versions.includes('15') ? '15' : versions[0];
  return preferred ? path.join(root, preferred, 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

// PostgreSQL refuses to run as root: as root, run its programs as the postgres user.
function runAsPostgres(binary, args) {
  const command = isRoot ? 'runuser' : binary;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', binary, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * Starts a cluster; answers its URL and a stop function. `settings` are extra `name=value` server settings,
 * applied after the defaults (a crash test wants synchronous_commit=on, so that a commit survives a crash).
 */
export async function startPostgresCluster({ settings = [] } = {}) {
  const binDir = findBinDir();
  if (!binDir)
    throw new Error(
      'no PostgreSQL server binaries found under /usr/lib/postgresql (apt-get install postgresql-15)',
    );
  const folder = mkdtempSync(path.join(os.tmpdir(), 'simdesk-pg-'));
  chmodSync(folder, 0o777);
  if (isRoot) execFileSync('chown', ['postgres:postgres', folder]);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  runAsPostgres(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = [
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
    ...settings.map((setting) => `-c ${setting}`),
  ].join(' ');
  const pgCtl = path.join(binDir, 'pg_ctl');
  const startServer = () =>
    runAsPostgres(pgCtl, [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(folder, 'server.log'),
      '-w',
      'start',
    ]);
  startServer();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = true;
  let stopped = false;
  return {
    url,
    port,
    logFile: path.join(folder, 'server.log'),
    /** Stops the server at once, as a crash would (no checkpoint, clients cut off); the data stays for start(). */
    stopImmediately() {
      if (!running || stopped) return;
      running = false;
      runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    /** Starts the server again on the same data folder and port, after stopImmediately() (crash recovery runs). */
    start() {
      if (running || stopped) return;
      startServer();
      running = true;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (running) runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
