// Load test (part of bench/card-list.mjs; issue 5 §2): 50 requests per second for 60 s through a running
// console process, first on the card list call (first page, status + org filter, deep keyset page in turn),
// then on the batch number query (1,000 mixed numbers), the requests evenly spaced (steady-rate.mjs). PASS needs
// p90 < 200 ms, p99 < 500 ms, no error (connection, timeout, non-2xx or envelope status other than '0') and the
// full rate. Then the raised load (issue 13): 200 requests per second for 60 s of a mixed workload, list 70 %,
// batch search 20 %, card detail 10 %, interleaved; PASS needs p99 < 250 ms, no error and the full rate.
import { apiBasePath } from '@simdesk/contract';
import { runSteadyRate } from './steady-rate.mjs';

const rate = 50;
const duration = 60;
const limits = { p90: 200, p99: 500 };

/** Bodies taken from `scenarios` in turn, each with its own input. */
function rotating(scenarios) {
  let round = 0;
  return () => {
    const scenario = scenarios[round % scenarios.length];
    const obj = scenario.server(scenario.input(round));
    round += 1;
    return obj;
  };
}

const mixedRate = 200;
const mixedLimits = { p99: 250 };
/** Ten requests in a row: seven list pages, two batch searches, one card detail. */
const mixedCycle = ['list', 'search', 'list', 'list', 'detail', 'list', 'search', 'list', 'list', 'list'];

/** The raised load: list, search and detail interleaved at 200 req/s; answers its results. */
async function runMixedLoad({ consolePort, token, scenarios, cards }) {
  const nextOf = {
    list: rotating(scenarios.filter((scenario) => scenario.group === 'list')),
    search: rotating(scenarios.filter((scenario) => scenario.name === 'card-search-batch-1000')),
    detail: rotating(scenarios.filter((scenario) => scenario.name === 'card-detail')),
  };
  const pathOf = {
    list: 'simcard-list/list',
    search: 'simcard-list/list',
    detail: 'simcard-display/card-detail',
  };
  let round = 0;
  const nextRequest = () => {
    const kind = mixedCycle[round % mixedCycle.length];
    round += 1;
    return {
      kind,
      url: `http://127.0.0.1:${consolePort}${apiBasePath}/${pathOf[kind]}`,
      obj: nextOf[kind](),
    };
  };
  const measured = await runSteadyRate({ token, nextRequest, rate: mixedRate, duration });
  const { latency } = measured;
  const fullRate = measured.requestsPerSecond >= mixedRate * 0.95;
  const pass = latency.p99 < mixedLimits.p99 && measured.errors === 0 && fullRate;
  const perKind = Object.entries(measured.byKind)
    .map(([kind, summary]) => `${kind} p99 ${summary.p99} ms`)
    .join(', ');
  console.log(
    `  load mixed: ${measured.requestsPerSecond} req/s, p99 ${latency.p99} ms (${perKind}), ` +
      `${measured.errors} errors  ${pass ? 'PASS' : 'FAIL'}`,
  );
  const detail = {
    pass,
    limits: mixedLimits,
    rate: mixedRate,
    durationSeconds: duration,
    arrivals: 'evenly spaced, open loop',
    mix: { list: 0.7, search: 0.2, detail: 0.1 },
    database: 'postgres 15',
    ...measured,
  };
  return [
    { name: 'steady-load-200-p99-ms', value: latency.p99, unit: 'ms', cards, detail },
    { name: 'steady-load-200-errors', value: measured.errors, unit: 'errors', cards, detail },
    {
      name: 'steady-load-200-rps',
      value: measured.requestsPerSecond,
      unit: `req/s (of ${mixedRate})`,
      cards,
      detail,
    },
  ];
}

/** Loads the list and the search of the console at `consolePort` as `token`'s operator; answers the results. */
export async function runLoadTest({ consolePort, token, scenarios, cards }) {
  const calls = {
    list: scenarios.filter((scenario) => scenario.group === 'list'),
    search: scenarios.filter((scenario) => scenario.name === 'card-search-batch-1000'),
  };
  const url = `http://127.0.0.1:${consolePort}${apiBasePath}/simcard-list/list`;
  const results = [];
  let errors = 0;
  let passed = true;
  for (const [call, chosen] of Object.entries(calls)) {
    const measured = await runSteadyRate({ url, token, nextObj: rotating(chosen), rate, duration });
    const { latency } = measured;
    const fullRate = measured.requestsPerSecond >= rate * 0.95;
    const pass = latency.p90 < limits.p90 && latency.p99 < limits.p99 && measured.errors === 0 && fullRate;
    passed &&= pass;
    errors += measured.errors;
    console.log(
      `  load ${call}: ${measured.requestsPerSecond} req/s, p90 ${latency.p90} ms, p99 ${latency.p99} ms, ` +
        `${measured.errors} errors  ${pass ? 'PASS' : 'FAIL'}`,
    );
    const detail = {
      pass,
      limits,
      rate,
      durationSeconds: duration,
      arrivals: 'evenly spaced, open loop',
      scenarios: chosen.map((scenario) => scenario.name),
      ...measured,
    };
    results.push(
      { name: `load-${call}-p90-ms`, value: latency.p90, unit: 'ms', cards, detail },
      { name: `load-${call}-p99-ms`, value: latency.p99, unit: 'ms', cards, detail },
      {
        name: `load-${call}-rps`,
        value: measured.requestsPerSecond,
        unit: `req/s (of ${rate})`,
        cards,
        detail,
      },
    );
  }
  if (scenarios.some((scenario) => scenario.name === 'card-detail')) {
    results.push(...(await runMixedLoad({ consolePort, token, scenarios, cards })));
  }
  const verdict = passed ? 'PASS' : 'FAIL';
  const criteria = `${rate} req/s for ${duration} s: p90 < ${limits.p90} ms, p99 < ${limits.p99} ms, no errors`;
  console.log(`load test (${criteria}): ${verdict}`);
  results.push(
    { name: 'load-errors', value: errors, unit: 'errors', cards, detail: { pass: passed, limits } },
    { name: 'load-test', value: verdict, unit: `(${criteria})`, cards },
  );
  return results;
}
