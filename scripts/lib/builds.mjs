// The three builds `npm start` runs: the console (Vite), the server and the carrier simulator (esbuild bundles
// of their TypeScript, so start-up loads JavaScript instead of compiling). One rule says when each is stale: its
// output is missing or older than one of its sources.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const thisFile = 'scripts/lib/builds.mjs';

/** The node processes `npm start` runs: the source tsx runs (`npm run dev`) and the bundle built from it. */
export const nodeApps = {
  server: {
    source: 'apps/server/src/main.ts',
    folder: 'apps/server/dist',
    // Read at run time beside the module that reads them (import.meta.url): copied beside the bundle.
    runtimeFolders: { 'apps/server/src/platform/database/migrations': 'migrations' },
  },
  carrierSim: {
    source: 'apps/carrier-sim/src/main.ts',
    folder: 'apps/carrier-sim/dist',
    runtimeFolders: { 'apps/carrier-sim/src/database/migrations': 'migrations' },
  },
};

/** The bundle of a node app, as a path from the repository root. */
export const compiledEntry = (app) => `${app.folder}/main.js`;

// Its source maps turn stack traces back into TypeScript lines.
const compiledArguments = (app) => ['--enable-source-maps', compiledEntry(app)];

/** How to run the built app, for spawn: [command, arguments]. */
export const compiledCommand = (app) => [process.execPath, compiledArguments(app)];

/** The same as one shell command line, run from the repository root. */
export const compiledCommandLine = (app) => ['node', ...compiledArguments(app)].join(' ');

// Workspace packages (@simdesk/*) export TypeScript, so they go into the bundle; every other package stays an
// import of node_modules, as it is under tsx (native modules, files packages read beside themselves).
const bundleWorkspacePackagesOnly = {
  name: 'bundle-workspace-packages-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (resolve) =>
      resolve.path.startsWith('@simdesk/') ? undefined : { path: resolve.path, external: true },
    );
  },
};

/**
 * Bundles one node script (TypeScript or JavaScript) into `outfile` with its runtime folders beside it, as the
 * server and the simulator are built: what runs in production is what a measurement runs.
 */
export async function bundleNodeScript({ source, outfile, runtimeFolders = {} }) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, source)],
    outfile: path.join(root, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Positions are enough for stack traces; the sources are in the repository.
    sourcemap: true,
    sourcesContent: false,
    plugins: [bundleWorkspacePackagesOnly],
    logLevel: 'warning',
  });
  const folder = path.dirname(path.join(root, outfile));
  for (const [from, to] of Object.entries(runtimeFolders)) {
    cpSync(path.join(root, from), path.join(folder, to), { recursive: true });
  }
}

async function bundleNodeApp(app) {
  rmSync(path.join(root, app.folder), { recursive: true, force: true });
  await bundleNodeScript({ ...app, outfile: compiledEntry(app) });
}

function runViteBuild() {
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('the console build failed');
}

const contractSources = 'packages/contract/src';

export const builds = [
  {
    name: 'console',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', contractSources],
    run: runViteBuild,
  },
  {
    name: 'server',
    output: compiledEntry(nodeApps.server),
    // The server imports the simulator's demo card plan.
    sources: ['apps/server/src', 'apps/carrier-sim/src', contractSources, thisFile],
    run: () => bundleNodeApp(nodeApps.server),
    bundlesWithEsbuild: true,
  },
  {
    name: 'carrier simulator',
    output: compiledEntry(nodeApps.carrierSim),
    sources: ['apps/carrier-sim/src', contractSources, thisFile],
    run: () => bundleNodeApp(nodeApps.carrierSim),
    bundlesWithEsbuild: true,
  },
];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function buildIsStale(target) {
  const output = path.join(root, target.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return target.sources.some(
    (source) => existsSync(path.join(root, source)) && newestChange(path.join(root, source)) > builtAt,
  );
}

/** Runs the given builds one after the other, saying which and how long each took. */
export async function runBuilds(targets, log = console.log) {
  for (const target of targets) {
    const startedAt = performance.now();
    log(`Building the ${target.name}…`);
    await target.run();
    log(`Built the ${target.name} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  }
  // esbuild's service process would otherwise live on beside the servers `npm start` runs next.
  if (targets.some((target) => target.bundlesWithEsbuild)) (await import('esbuild')).stop();
}
