// Starts one of the bench's own scripts as a child process, with the cluster's URL and its settings in the
// environment; its stdout is piped for the answer it prints. Through tsx (they import server TypeScript), or
// compiled first like the server when what it measures (memory) depends on how the code is loaded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNodeScript, nodeApps, root } from '../scripts/lib/builds.mjs';

const folder = path.dirname(fileURLToPath(import.meta.url));

/** Spawns `node --import tsx <script>` in bench/ with BENCH_DATABASE_URL and `environment` added. */
export function spawnBenchScript(script, databaseUrl, environment) {
  return spawnNode(['--import', 'tsx', script], databaseUrl, environment);
}

/**
 * Bundles `script` as the server is bundled (into .test-runtime/bench, the server's runtime folders beside it)
 * and spawns the bundle: a process measured as the server runs in production, not under tsx, whose compiler
 * and transformed sources alone hold some 80 MB.
 */
export async function spawnCompiledBenchScript(script, databaseUrl, environment) {
  if (!bundled.has(script)) bundled.set(script, bundleBenchScript(script));
  return spawnNode([await bundled.get(script)], databaseUrl, environment);
}

// Each script is bundled once per bench run.
const bundled = new Map();

async function bundleBenchScript(script) {
  const outfile = `.test-runtime/bench/${path.basename(script)}`;
  const source = path.relative(root, path.join(folder, script));
  await bundleNodeScript({ source, outfile, runtimeFolders: nodeApps.server.runtimeFolders });
  // esbuild's service process would otherwise keep the bench alive.
  (await import('esbuild')).stop();
  return path.join(root, outfile);
}

function spawnNode(nodeArguments, databaseUrl, environment) {
  return spawn(process.execPath, nodeArguments, {
    cwd: folder,
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}
