// `node --test bench/`: the benchmark's own arithmetic (the benchmark itself never runs in npm test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measurePairs, percentile, summarize } from './latency.mjs';

describe('percentile', () => {
  it('answers the nearest-rank value', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    assert.equal(percentile(sorted, 0.5), 50);
    assert.equal(percentile(sorted, 0.95), 95);
    assert.equal(percentile(sorted, 0.99), 99);
    assert.equal(percentile(sorted, 1), 100);
    assert.equal(percentile([7], 0.99), 7);
    assert.equal(percentile([], 0.5), 0);
  });
});

describe('summarize', () => {
  it('sorts, rounds and averages', () => {
    assert.deepEqual(summarize([3.333, 1, 2]), {
      count: 3,
      p50: 2,
      p90: 3.33,
      p95: 3.33,
      p99: 3.33,
      mean: 2.11,
    });
    assert.deepEqual(summarize([]), { count: 0, p50: 0, p90: 0, p95: 0, p99: 0, mean: 0 });
  });
});

describe('measurePairs', () => {
  it('gives server and baseline the same inputs and leaves the warm-up out', async () => {
    const seen = { server: [], baseline: [] };
    const result = await measurePairs({
      inputs: (round) => round,
      server: async (input) => seen.server.push(input),
      baseline: async (input) => seen.baseline.push(input),
      requests: 3,
      warmUp: 2,
    });
    assert.deepEqual(seen.server, [0, 1, 2, 3, 4]);
    assert.deepEqual(seen.baseline, seen.server);
    assert.equal(result.server.length, 3);
    assert.equal(result.baseline.length, 3);
  });

  it('alternates which of a pair runs first, so neither always finds the pages of the other cached', async () => {
    const order = [];
    await measurePairs({
      inputs: (round) => round,
      server: async (input) => order.push(`server ${input}`),
      baseline: async (input) => order.push(`baseline ${input}`),
      requests: 2,
      warmUp: 0,
    });
    assert.deepEqual(order, ['server 0', 'baseline 0', 'baseline 1', 'server 1']);
  });
});
