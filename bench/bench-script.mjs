// Starts one of the bench's own scripts as a child process through tsx (they import server TypeScript), with
// the cluster's URL and its settings in the environment; its stdout is piped for the answer it prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.dirname(fileURLToPath(import.meta.url));

/** Spawns `node --import tsx <script>` in bench/ with BENCH_DATABASE_URL and `environment` added. */
export function spawnBenchScript(script, databaseUrl, environment) {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: folder,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}
