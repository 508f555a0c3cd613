// Latency figures of a benchmark: percentiles of measured durations, and the loop that measures a server call
// and its baseline (the raw SQL of the same query) side by side, so both see the same cache state.

/** The value below which `share` (0 … 1) of the sorted durations lie (nearest rank). */
export function percentile(sortedDurations, share) {
  if (sortedDurations.length === 0) return 0;
  const rank = Math.ceil(share * sortedDurations.length);
  return sortedDurations[Math.min(sortedDurations.length, Math.max(1, rank)) - 1];
}

const rounded = (milliseconds) => Math.round(milliseconds * 100) / 100;

/** p50, p90, p95, p99 and the mean of durations in milliseconds, rounded to 0.01 ms. */
export function summarize(durations) {
  const sorted = [...durations].sort((left, right) => left - right);
  const total = sorted.reduce((sum, duration) => sum + duration, 0);
  return {
    count: sorted.length,
    p50: rounded(percentile(sorted, 0.5)),
    p90: rounded(percentile(sorted, 0.9)),
    p95: rounded(percentile(sorted, 0.95)),
    p99: rounded(percentile(sorted, 0.99)),
    mean: rounded(sorted.length === 0 ? 0 : total / sorted.length),
  };
}

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Runs `server(input)` and `baseline(input)` one after the other for `requests` inputs (after `warmUp`
 * unmeasured rounds) and answers both series of durations. The first of a pair reads the input's pages into
 * PostgreSQL's buffers and the second finds them there, so the order alternates: at a million cards a batch of
 * a thousand random numbers read second was a third faster than read first.
 */
export async function measurePairs({ inputs, server, baseline, requests, warmUp = 10 }) {
  const serverDurations = [];
  const baselineDurations = [];
  for (let round = 0; round < warmUp + requests; round += 1) {
    const input = inputs(round);
    let serverTime;
    let baselineTime;
    if (round % 2 === 0) {
      serverTime = await timed(() => server(input));
      baselineTime = await timed(() => baseline(input));
    } else {
      baselineTime = await timed(() => baseline(input));
      serverTime = await timed(() => server(input));
    }
    if (round < warmUp) continue;
    serverDurations.push(serverTime);
    baselineDurations.push(baselineTime);
  }
  return { server: serverDurations, baseline: baselineDurations };
}
