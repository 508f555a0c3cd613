// The database benchmarks (run by `npm run bench`; alone: `npx tsx bench/card-list.mjs --cards 1000000`).
// Starts a throwaway PostgreSQL 15 cluster, seeds the demo and N cards with the seed of `npm run seed`, then,
// each against its raw baseline in the same run: card list and search latency through fastify.inject
// (card-list-latency.mjs), list throughput against a bare fastify + pg endpoint and the 50 req/s load test
// through a running server process (list-throughput.mjs, steady-load.mjs), the CSV and XLSX export against raw
// COPY TO (card-export.mjs), the import of N rows against raw COPY FROM (card-import.mjs). --skip-latency,
// --skip-throughput, --skip-load, --skip-export, --skip-import leave parts out; --database-url measures a kept
// database instead of a throwaway cluster. Writes bench/results/latest.*.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgresCluster } from '../scripts/lib/postgres-cluster.mjs';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import { seedDemoIfEmpty } from '../apps/server/src/platform/demo/demo-seed.ts';
import { serverModules } from '../apps/server/src/modules/index.ts';
import { seedBulkCards } from '../apps/server/src/seed/bulk-cards/seed-bulk-cards.ts';
import { cardListScenarios, seededRandom } from './card-list-scenarios.mjs';
import { loginOverHttp, startServerProcess } from '../apps/server/src/test/server-process.ts';
import { runExportBenchmark } from './card-export.mjs';
import { runImportBenchmark } from './card-import.mjs';
import { runListLatency } from './card-list-latency.mjs';
import { runListThroughput } from './list-throughput.mjs';
import { runLoadTest } from './steady-load.mjs';
import { recordResults } from './record-results.mjs';
import { callerScopeOf, signedInInjector } from './inject-calls.mjs';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
    'skip-latency': { type: 'boolean', default: false },
    'skip-throughput': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    'skip-export': { type: 'boolean', default: false },
    'skip-import': { type: 'boolean', default: false },
  },
});
const cards = Number(values.cards.replaceAll(/[_,]/g, ''));
const requests = Number(values.requests);
if (!Number.isInteger(cards) || cards < 1000 || !Number.isInteger(requests) || requests < 1) {
  console.error('usage: tsx bench/card-list.mjs [--cards N (≥ 1000)] [--requests N] [--skip-<part>]');
  process.exit(2);
}

// At ten million cards and more only the latency part runs (list, search, detail), its figures named by the
// size (card-list-10m-p95-ms …) beside the usual ones; throughput, load, export and import measure at 1M.
const scale = cards >= 10_000_000 ? `-${Math.round(cards / 1_000_000)}m` : '';
if (scale) {
  for (const part of ['throughput', 'load', 'export', 'import']) values[`skip-${part}`] = true;
}

const password = 'Bench-pass-2026';
const account = 'demo.company';
const benchStarted = performance.now();
const elapsed = () => `${((performance.now() - benchStarted) / 1000).toFixed(1)} s`;

// --database-url: a PostgreSQL database to seed up to N cards and measure, kept afterwards (a ten-million-card
// database is seeded once and measured again later); without it a throwaway cluster.
const cluster = values['database-url']
  ? { url: values['database-url'], stop: () => undefined }
  : await startPostgresCluster();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-bench-'));
const database = await openDatabase({ databaseUrl: cluster.url });
const raw = new pg.Client({ connectionString: cluster.url });
let app;
try {
  console.log(
    `database benchmarks: ${cards.toLocaleString('en-US')} cards on PostgreSQL 15 (${cluster.url})`,
  );
  await seedDemoIfEmpty(database.db, password, serverModules);
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
  if (seed.added > 0) {
    const detail = { database: 'postgres 15', through: 'COPY' };
    const seconds = Math.round(seed.milliseconds / 100) / 10;
    recordResults([{ name: `card-seed${scale}-seconds`, value: seconds, unit: 's', cards, detail }]);
  }

  const config = { ...loadConfig({}), dataDir, webDistDir: '/nonexistent' };
  const built = await buildApp({ config, database, logger: false });
  app = built.app;
  await app.ready();
  const { call, token } = await signedInInjector(built, account, password);

  await raw.connect();
  const caller = await callerScopeOf(raw, account);
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

  if (!hasCardDetail) console.log('  card detail (simcard-display/card-detail) is not served yet: left out');

  if (!values['skip-latency']) {
    const signedIn = (callPath, obj) => call(callPath, obj, token);
    const options = { scenarios, call: signedIn, raw, requests, cards, account, elapsed, scale };
    recordResults(await runListLatency(options));
  }
  if (!values['skip-throughput'] || !values['skip-load']) {
    const environment = {
      DATABASE_URL: cluster.url,
      SIMDESK_DATA_DIR: dataDir,
      SIMDESK_WEB_DIST: '/nonexistent',
    };
    const server = await startServerProcess(environment);
    try {
      const login = await loginOverHttp(server.port, account, password).catch((error) => ({ error }));
      if (login.status !== '0') throw new Error(`no sign-in on the server process:\n${server.output()}`);
      const session = { consolePort: server.port, token: login.rows[0].token, cards };
      if (!values['skip-throughput']) {
        const options = { ...session, databaseUrl: cluster.url, caller, account };
        recordResults(await runListThroughput(options));
        console.log(`  list throughput: measured  ${elapsed()}`);
      }
      if (!values['skip-load']) {
        recordResults(await runLoadTest({ ...session, scenarios }));
        console.log(`  load test: done  ${elapsed()}`);
      }
    } finally {
      await server.stop();
    }
  }
  if (!values['skip-export']) {
    recordResults(await runExportBenchmark({ databaseUrl: cluster.url, raw, dataDir, cards }));
    console.log(`  export: measured  ${elapsed()}`);
  }
  if (!values['skip-import']) {
    recordResults(await runImportBenchmark({ database, raw, rows: cards, dataDir, account }));
  }
  console.log(`database benchmarks done in ${elapsed()}`);
} finally {
  await app?.close();
  await raw.end().catch(() => undefined);
  await database.close();
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
