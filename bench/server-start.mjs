// Start-up time (process start to answering its health check) and idle memory of the server and the carrier
// simulator as `npm start` runs them (the compiled bundles), each against the same sources run through tsx (the
// baseline: how they started before, and still do in `npm run dev`). Each starts on its own embedded database in
// /tmp, migrated and seeded by a first start that is not timed. `--runs N` (default 3): the median of N starts.
// Also the processor time spent until the first answer, which a busy shared machine disturbs far less.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { builds, buildIsStale, compiledCommand, nodeApps, root, runBuilds } from '../scripts/lib/builds.mjs';
import { startUntilHealthy, stopProcess } from './app-process.mjs';
import { recordResults } from './record-results.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const idleSeconds = 5;
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** A process and every process under it (tsx runs the app in a child process of its own). */
function processTree(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(statFields(entry)[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

// The fields of /proc/<pid>/stat after the command name: [0] state, [1] parent, [11] user and [12] system time.
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
const clockTicksPerSecond = 100; // Linux's USER_HZ (getconf CLK_TCK)

/** Processor time the tree used so far: on a shared machine it varies far less than the wall-clock time. */
function treeCpuMilliseconds(rootPid) {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    const fields = statFields(pid);
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicksPerSecond;
}

function treeResidentMegabytes(rootPid) {
  let kilobytes = 0;
  for (const pid of processTree(rootPid)) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    kilobytes += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return kilobytes / 1024;
}

/** One start: milliseconds to a healthy answer and the processor time spent, then the memory after idling. */
async function measureStart(command, args, target) {
  const { child, startMilliseconds } = await startUntilHealthy(command, args, target);
  try {
    const cpuMilliseconds = treeCpuMilliseconds(child.pid);
    await sleep(idleSeconds * 1000);
    return { startMilliseconds, cpuMilliseconds, residentMegabytes: treeResidentMegabytes(child.pid) };
  } finally {
    await stopProcess(child);
  }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const round = (number) => Math.round(number);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-start-bench-'));
const targets = [
  {
    figure: 'server',
    app: nodeApps.server,
    healthUrl: 'http://127.0.0.1:18657/health',
    environment: {
      PORT: '18657',
      SIMDESK_DATA_DIR: path.join(dataDir, 'server'),
      SIMDESK_DEMO_PASSWORD: 'start-bench-demo',
      SIMDESK_LOG_LEVEL: 'warn',
    },
  },
  {
    figure: 'carrier-sim',
    app: nodeApps.carrierSim,
    healthUrl: 'http://127.0.0.1:18658/health',
    environment: {
      CARRIER_SIM_PORT: '18658',
      CARRIER_SIM_DATA_DIR: path.join(dataDir, 'carrier-sim'),
      CARRIER_SIM_LOG_LEVEL: 'warn',
    },
  },
];

try {
  await runBuilds(builds.filter((build) => build.name !== 'console' && buildIsStale(build)));
  const results = [];
  for (const target of targets) {
    const [compiled, compiledArguments] = compiledCommand(target.app);
    const ways = {
      compiled: () => measureStart(compiled, compiledArguments, target),
      tsx: () => measureStart(tsx, [target.app.source], target),
    };
    await ways.compiled(); // the first start migrates and seeds
    const measured = { compiled: [], tsx: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const [way, start] of Object.entries(ways)) measured[way].push(await start());
    }
    const figure = (way, key) => median(measured[way].map((one) => one[key]));
    const detail = `median of ${runs} starts on a seeded embedded database; baseline: the same sources through tsx`;
    results.push(
      {
        name: `${target.figure}-start-ms`,
        value: round(figure('compiled', 'startMilliseconds')),
        unit: 'ms',
        baseline: round(figure('tsx', 'startMilliseconds')),
        detail,
      },
      {
        name: `${target.figure}-start-cpu-ms`,
        value: round(figure('compiled', 'cpuMilliseconds')),
        unit: 'ms',
        baseline: round(figure('tsx', 'cpuMilliseconds')),
        detail: `${detail}; processor time (user + system) of every process of the start until it answered`,
      },
      {
        name: `${target.figure}-idle-rss-mb`,
        value: round(figure('compiled', 'residentMegabytes')),
        unit: 'MB',
        baseline: round(figure('tsx', 'residentMegabytes')),
        detail: `${detail}; every process of the start, ${idleSeconds} s after it answered`,
      },
    );
  }
  recordResults(results);
  for (const result of results) {
    console.log(`${result.name}: ${result.value} ${result.unit} (tsx ${result.baseline} ${result.unit})`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
