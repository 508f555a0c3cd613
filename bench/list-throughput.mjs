// List throughput (part of bench/card-list.mjs): autocannon against the console's card list call, first page,
// signed in, through the whole stack of a running server process (session, page and button access, company
// and org scope, audit hooks, logging) against a bare fastify + pg endpoint (bare-list-server.mjs, its own
// process) serving the same page with the same SQL; same connections and duration for both.
import { once } from 'node:events';
import { apiBasePath } from '@simdesk/contract';
import { runAutocannon } from './autocannon-run.mjs';
import { spawnBenchScript } from './bench-script.mjs';
import { pageSize } from './card-list-scenarios.mjs';

/** Starts the bare endpoint for `caller` ({ companyId, orgPath }); answers its port and a stop function. */
async function startBareServer(databaseUrl, caller) {
  const child = spawnBenchScript('bare-list-server.mjs', databaseUrl, {
    BENCH_CALLER: JSON.stringify(caller),
  });
  let printed = '';
  for await (const chunk of child.stdout) {
    printed += chunk;
    const port = /listening (\d+)/.exec(printed)?.[1];
    if (!port) continue;
    const stop = async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    };
    return { port: Number(port), stop };
  }
  throw new Error(`the bare list server ended before listening (exit ${child.exitCode})`);
}

/**
 * Measures requests per second of both endpoints, each after a short warm-up; `consolePort` and `token` are a
 * running console process and a session of `account`, `caller` that operator's company and org path.
 */
export async function runListThroughput({ consolePort, token, databaseUrl, caller, cards, account }) {
  const connections = 20;
  const duration = 15;
  const bare = await startBareServer(databaseUrl, caller);
  try {
    const sides = {
      console: { url: `http://127.0.0.1:${consolePort}${apiBasePath}/simcard-list/list`, token },
      bare: { url: `http://127.0.0.1:${bare.port}/list` },
    };
    const measured = {};
    for (const [side, target] of Object.entries(sides)) {
      const options = { ...target, nextObj: () => ({ pageSize }), connections };
      await runAutocannon({ ...options, duration: 3 });
      measured[side] = await runAutocannon({ ...options, duration });
      const { requestsPerSecond, latency, errors } = measured[side];
      console.log(
        `  list throughput, ${side}: ${requestsPerSecond} req/s, p99 ${latency.p99} ms, ${errors} errors`,
      );
    }
    const detail = {
      connections,
      durationSeconds: duration,
      account,
      console: measured.console,
      bare: measured.bare,
      database: 'postgres 15',
    };
    return [
      {
        name: 'list-throughput-ratio',
        value: Math.round((measured.console.requestsPerSecond / measured.bare.requestsPerSecond) * 100) / 100,
        unit: '× bare',
        cards,
        detail,
      },
      {
        name: 'list-throughput-rps',
        value: measured.console.requestsPerSecond,
        unit: 'req/s',
        baseline: measured.bare.requestsPerSecond,
        cards,
        detail,
      },
    ];
  } finally {
    await bare.stop();
  }
}
