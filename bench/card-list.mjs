// Card-list benchmark (run by `npm run bench`; alone: `npx tsx bench/card-list.mjs --cards 1000000`).
// Starts a throwaway PostgreSQL 15 cluster, seeds the demo and N cards with the seed of `npm run seed`, builds
// the server in this process and times ~200 requests per scenario through fastify.inject, each against the
// raw SQL of the same query through pg in the same run; then the import of N rows against raw COPY
// (bench/card-import.mjs; --skip-import leaves it out). Writes bench/results/latest.json and latest.md.
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { apiBasePath } from '@simdesk/contract';
import { startPostgresCluster } from '../scripts/lib/postgres-cluster.mjs';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo-seed.ts';
import { seedBulkCards } from '../apps/server/src/seed/bulk-cards/seed-bulk-cards.ts';
import { cardListScenarios } from './card-list-scenarios.mjs';
import { runImportBenchmark } from './card-import.mjs';
import { measurePairs, summarize } from './latency.mjs';
import { recordResults } from './record-results.mjs';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    'skip-import': { type: 'boolean', default: false },
  },
});
const cards = Number(values.cards.replaceAll(/[_,]/g, ''));
const requests = Number(values.requests);
if (!Number.isInteger(cards) || cards < 1000 || !Number.isInteger(requests) || requests < 1) {
  console.error('usage: tsx bench/card-list.mjs [--cards N (≥ 1000)] [--requests N] [--skip-import]');
  process.exit(2);
}

const password = 'Bench-pass-2026';
const account = 'demo.company';
const benchStarted = performance.now();
const elapsed = () => `${((performance.now() - benchStarted) / 1000).toFixed(1)} s`;

// A fixed sequence of "random" numbers, so two runs ask the same questions.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const cluster = await startPostgresCluster();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-bench-'));
const database = await openDatabase({ databaseUrl: cluster.url });
const raw = new pg.Client({ connectionString: cluster.url });
let app;
try {
  console.log(
    `card-list benchmark: ${cards.toLocaleString('en-US')} cards on PostgreSQL 15 (${cluster.url})`,
  );
  await seedDemoIfEmpty(database.db, password);
  let reported = 0;
  const seed = await seedBulkCards(database, {
    cards,
    environment: {},
    progress: (held) => {
      if (held - reported < 200_000 && held !== cards) return;
      reported = held;
      console.log(`  seeded ${held.toLocaleString('en-US')}  ${elapsed()}`);
    },
  });
  await database.client.query('VACUUM ANALYZE sim_cards');
  console.log(
    `seeded ${seed.added.toLocaleString('en-US')} cards in ${(seed.milliseconds / 1000).toFixed(1)} s`,
  );

  const config = { ...loadConfig({}), dataDir, webDistDir: '/nonexistent' };
  const built = await buildApp({ config, database, logger: false });
  app = built.app;
  await app.ready();
  const encrypted = publicEncrypt(
    { key: built.services.keyPair.publicPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const call = async (callPath, obj, token) => {
    const response = await app.inject({
      method: 'POST',
      url: `${apiBasePath}/${callPath}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ obj }),
    });
    const answer = response.json();
    if (answer.status !== '0') throw new Error(`${callPath}: ${answer.status} ${answer.msg}`);
    return answer.rows;
  };
  const [login] = await call('operator/password-login', { account, password: encrypted });
  const token = login.token;

  await raw.connect();
  const [caller] = (
    await raw.query(
      `SELECT o.company_id AS "companyId", g.path AS "orgPath" FROM operators o
       JOIN organizations g ON g.id = o.org_id WHERE o.account = $1`,
      [account],
    )
  ).rows;
  const orgs = (
    await raw.query('SELECT id, path FROM organizations WHERE company_id = $1 ORDER BY id', [
      caller.companyId,
    ])
  ).rows;
  const cardIds = (
    await raw.query('SELECT id FROM sim_cards TABLESAMPLE SYSTEM (1) WHERE company_id = $1 LIMIT 2000', [
      caller.companyId,
    ])
  ).rows.map((row) => Number(row.id));
  const maxCardId = Number((await raw.query('SELECT max(id) AS id FROM sim_cards')).rows[0].id);
  const hasCardDetail = built.routes.some((route) => route.url.endsWith('/simcard-display/card-detail'));
  const random = seededRandom(42);
  const scenarios = cardListScenarios({ cards, caller, orgs, cardIds, maxCardId, random, hasCardDetail });

  const measured = [];
  for (const scenario of scenarios) {
    const inputs = Array.from({ length: requests + 10 }, (_, round) => scenario.input(round));
    const durations = await measurePairs({
      inputs: (round) => inputs[round],
      server: (input) => call(scenario.path ?? 'simcard-list/list', scenario.server(input), token),
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
  if (!hasCardDetail) console.log('  card detail (simcard-display/card-detail) is not served yet: left out');

  const pooled = (group, side) =>
    measured.filter((entry) => entry.scenario.group === group).flatMap((entry) => entry.durations[side]);
  const results = measured.map(({ scenario, server, raw: baseline }) => ({
    name: `${scenario.name}-p95-ms`,
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
      name: 'card-list-p95-ms',
      value: listServer.p95,
      unit: 'ms',
      baseline: listRaw.p95,
      cards,
      detail: { server: listServer, raw: listRaw, of: 'first page, status + org filter, deep keyset page' },
    },
    {
      name: 'card-search-p95-ms',
      value: search.server.p95,
      unit: 'ms',
      baseline: search.raw.p95,
      cards,
      detail: { server: search.server, raw: search.raw, of: 'batch query of 1,000 mixed ICCID/MSISDN/IMSI' },
    },
    {
      name: 'card-seed-seconds',
      value: Math.round(seed.milliseconds / 100) / 10,
      unit: 's',
      cards,
      detail: { database: 'postgres 15', through: 'COPY' },
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
  recordResults(results);
  if (!values['skip-import']) {
    recordResults(await runImportBenchmark({ database, raw, rows: cards, dataDir, account }));
  }
  console.log(`card-list benchmark done in ${elapsed()}`);
} finally {
  await app?.close();
  await raw.end().catch(() => undefined);
  await database.close();
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
