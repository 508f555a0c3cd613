// Card list and search latency (part of bench/card-list.mjs): ~200 requests per scenario through
// fastify.inject of the server built in the bench process, each paired with the raw SQL of the same query
// through pg (card-list-scenarios.mjs), which of the two runs first alternating; p50/p95/p99 of each side.
import { measurePairs, summarize } from './latency.mjs';

/**
 * Measures every scenario: `call(path, obj)` is a signed-in console call, `raw` a pg client; answers the results
 * (per scenario, the list pooled, the batch search). `scale` ('' at the usual size, '-10m' at ten million cards)
 * goes into every name, so figures at another size sit beside the usual ones.
 */
export async function runListLatency({
  scenarios,
  call,
  raw,
  requests,
  cards,
  account,
  elapsed,
  scale = '',
}) {
  const measured = [];
  for (const scenario of scenarios) {
    const inputs = Array.from({ length: requests + 10 }, (_, round) => scenario.input(round));
    const durations = await measurePairs({
      inputs: (round) => inputs[round],
      server: (input) => call(scenario.path ?? 'simcard-list/list', scenario.server(input)),
      baseline: (input) => scenario.raw(raw, input),
      requests,
    });
    measured.push({
      scenario,
      durations,
      server: summarize(durations.server),
      raw: summarize(durations.baseline),
    });
    console.log(`  ${scenario.name}: measured  ${elapsed()}`);
  }

  const pooled = (group, side) =>
    measured.filter((entry) => entry.scenario.group === group).flatMap((entry) => entry.durations[side]);
  const results = measured.map(({ scenario, server, raw: baseline }) => ({
    name: `${scenario.name}${scale}-p95-ms`,
    value: server.p95,
    unit: 'ms',
    baseline: baseline.p95,
    cards,
    detail: { server, raw: baseline, database: 'postgres 15', account },
  }));
  const listServer = summarize(pooled('list', 'server'));
  const listRaw = summarize(pooled('list', 'baseline'));
  const search = measured.find((entry) => entry.scenario.name === 'card-search-batch-1000');
  results.push(
    {
      name: `card-list${scale}-p95-ms`,
      value: listServer.p95,
      unit: 'ms',
      baseline: listRaw.p95,
      cards,
      detail: { server: listServer, raw: listRaw, of: 'first page, status + org filter, deep keyset page' },
    },
    {
      name: `card-search${scale}-p95-ms`,
      value: search.server.p95,
      unit: 'ms',
      baseline: search.raw.p95,
      cards,
      detail: { server: search.server, raw: search.raw, of: 'batch query of 1,000 mixed ICCID/MSISDN/IMSI' },
    },
  );
  console.table(
    measured.map(({ scenario, server, raw: baseline }) => ({
      scenario: scenario.name,
      'p50 ms': server.p50,
      'p95 ms': server.p95,
      'p99 ms': server.p99,
      'raw p50': baseline.p50,
      'raw p95': baseline.p95,
      'raw p99': baseline.p99,
      ratio: Math.round((server.p95 / baseline.p95) * 100) / 100,
    })),
  );
  return results;
}
