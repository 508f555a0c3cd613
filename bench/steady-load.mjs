// Load test (part of bench/card-list.mjs; issue 5 §2): 50 requests per second for 60 s through a running
// console process, first on the card list call (first page, status + org filter, deep keyset page in turn),
// then on the batch number query (1,000 mixed numbers), the requests evenly spaced (steady-rate.mjs). PASS needs
// p90 < 200 ms, p99 < 500 ms, no error (connection, timeout, non-2xx or envelope status other than '0') and the
// full rate.
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
  const verdict = passed ? 'PASS' : 'FAIL';
  const criteria = `${rate} req/s for ${duration} s: p90 < ${limits.p90} ms, p99 < ${limits.p99} ms, no errors`;
  console.log(`load test (${criteria}): ${verdict}`);
  results.push(
    { name: 'load-errors', value: errors, unit: 'errors', cards, detail: { pass: passed, limits } },
    { name: 'load-test', value: verdict, unit: `(${criteria})`, cards },
  );
  return results;
}
