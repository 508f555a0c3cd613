// `npm start`: builds what is missing or older than its sources (the console, the server, the carrier platform
// simulator: scripts/lib/builds.mjs), then serves the console and the API (embedded PGlite in ./data unless
// DATABASE_URL is set; demo seeded on first start), with the simulator beside it (SIMDESK_CARRIER_SIM=off to leave
// it out). Both run as compiled JavaScript; `npm run dev` runs the sources through tsx.
import { spawn } from 'node:child_process';
import { builds, buildIsStale, compiledCommand, nodeApps, root, runBuilds } from './lib/builds.mjs';

const stale = builds.filter((build) => buildIsStale(build));
if (stale.length > 0) {
  console.log('First start or changed sources:');
  try {
    await runBuilds(stale);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const apps = [nodeApps.server];
// The carrier platform simulator runs beside the console unless a real carrier (or none) is configured.
if (process.env.SIMDESK_CARRIER_SIM !== 'off') apps.push(nodeApps.carrierSim);
const processes = apps.map((app) => spawn(...compiledCommand(app), { cwd: root, stdio: 'inherit' }));
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
