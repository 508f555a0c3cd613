// Measures the simulator at scale: seeds N demo cards into a fresh database (file-backed PGlite and/or a
// throwaway PostgreSQL cluster), then loads the status query over HTTP.
//   npx tsx apps/carrier-sim/scripts/measure-scale.mjs [--cards 1000000] [--database pglite|postgres|both]
//     [--seconds 10] [--concurrency 32]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '../../../scripts/lib/postgres-cluster.mjs';
import { buildCarrierSimApp } from '../src/app.ts';
import { demoAppId, findAccount } from '../src/auth/accounts.ts';
import { testCarrierSimConfig } from '../src/config.ts';
import { openSimDatabase } from '../src/database/database.ts';
import { demoCardNumbers } from '../src/seed/demo-cards.ts';
import { seedCards } from '../src/seed/seed-cards.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000000' },
    database: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '32' },
  },
});
const cardCount = Number(values.cards);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function load(baseUrl, token, pathFor) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  let failures = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(baseUrl + pathFor(), { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) failures += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((left, right) => left - right);
  return {
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    failures,
  };
}

async function measure(kind) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'carrier-sim-scale-'));
  const cluster = kind === 'postgres' ? await startPostgresCluster() : undefined;
  const database = await openSimDatabase({ databaseUrl: cluster?.url, dataDir: path.join(folder, 'pglite') });
  const config = testCarrierSimConfig({ rateLimitPerSecond: 0 });
  const { app, services } = await buildCarrierSimApp({ config, database });
  try {
    const account = await findAccount(database, demoAppId);
    const seeded = await seedCards(database, account, cardCount, services.clock.now(), (done) => {
      if (done % 200_000 === 0) console.log(`  ${kind}: ${done} cards`);
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = await fetch(`${baseUrl}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appId: demoAppId, password: config.demoPassword }),
    });
    const { token } = await signIn.json();
    const randomIccid = () => demoCardNumbers(Math.floor(Math.random() * cardCount)).iccid;
    const single = await load(baseUrl, token, () => `/v1/query/sim-status?iccids=${randomIccid()}`);
    const batch = await load(baseUrl, token, () => {
      const first = Math.floor(Math.random() * (cardCount - 100));
      const iccids = Array.from({ length: 100 }, (_, offset) => demoCardNumbers(first + offset).iccid);
      return `/v1/query/sim-status?iccids=${iccids.join(',')}`;
    });
    const usage = await load(baseUrl, token, () => `/v1/query/sim-usage-monthly?iccids=${randomIccid()}`);
    return {
      database: kind,
      cards: cardCount,
      seedSeconds: seeded.milliseconds / 1000,
      single,
      batch,
      usage,
    };
  } finally {
    await app.close();
    await database.close();
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const kinds = values.database === 'both' ? ['pglite', 'postgres'] : [values.database];
for (const kind of kinds) console.log(JSON.stringify(await measure(kind), null, 2));
