// `npx tsx bench/call-record-list.mjs [--records N] [--cards N] [--requests N] [--database-url URL]`: the received
// call detail records list (call-record/list) at N records (default 10,000,000) against the raw SQL of the same
// query. Starts a throwaway PostgreSQL 15 cluster (or uses a kept database), seeds the demo and the cards, then
// loads the records set-based (INSERT … SELECT over generate_series, a million rows a statement, the indexes
// built after the load) spread over the last 90 days, so the monthly partitions hold about a month each.
// Through fastify.inject as Aurora's company admin, each request paired with the raw SQL (page and capped count):
// first page, one card by MSISDN, data sessions of a 7-day window, a deep keyset page.
import { mkdtempSync } from 'node:fs';
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
import { ensureRecordPartitions } from '../apps/server/src/modules/call-records/record-store.ts';
import { seedBulkCards } from '../apps/server/src/seed/bulk-cards/seed-bulk-cards.ts';
import { callerScopeOf, signedInInjector } from './inject-calls.mjs';
import { measurePairs, summarize } from './latency.mjs';
import { recordResults } from './record-results.mjs';

const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '10000000' },
    cards: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
  },
});
const count = (text) => Number(text.replaceAll(/[_,]/g, ''));
const records = count(values.records);
const cards = count(values.cards);
const requests = count(values.requests);
const password = 'Bench-pass-2026';
const account = 'demo.company';
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const dayMs = 86_400_000;
const batch = 1_000_000;
const secondaryIndexes = {
  call_detail_records_carrier_id:
    'unique index call_detail_records_carrier_id on call_detail_records (account_id, carrier_record_id, started_at)',
  call_detail_records_company:
    'index call_detail_records_company on call_detail_records (company_id, started_at desc, id desc)',
  call_detail_records_card:
    'index call_detail_records_card on call_detail_records (iccid, started_at desc, id desc)',
  call_detail_records_id: 'index call_detail_records_id on call_detail_records (id)',
};

/** Loads the records a million at a time; the cards are numbered once so each row finds its card by key. */
async function loadRecords(client, wanted) {
  const [{ held }] = (await client.query('select count(*)::float8 as held from call_detail_records')).rows;
  if (held >= wanted) return { added: 0, seconds: 0 };
  const loadStart = performance.now();
  for (const name of Object.keys(secondaryIndexes)) await client.query(`drop index if exists ${name}`);
  await client.query(`create temporary table bench_cards as
    select (row_number() over (order by id) - 1)::int as n, id, iccid, msisdn, company_id, org_path from sim_cards`);
  await client.query('alter table bench_cards add primary key (n)');
  const [{ total }] = (await client.query('select count(*)::int as total from bench_cards')).rows;
  for (let from = held; from < wanted; from += batch) {
    const to = Math.min(from + batch, wanted) - 1;
    // Start times spread over 90 days by a multiplicative hash of the row number; a third of each type.
    await client.query(
      `insert into call_detail_records (account_id, company_id, org_path, card_id, iccid, msisdn, carrier_record_id,
         record_type, started_at, ended_at, direction, peer, uplink_bytes, downlink_bytes, duration_seconds, apn, rat,
         cell_area, imei)
       select 1, c.company_id, c.org_path, c.id, c.iccid, c.msisdn, 'B' || g, 1 + g % 3, s.at,
         s.at + ((g % 3600) + 30) * interval '1 second',
         case when g % 3 = 0 then null when g % 2 = 0 then 'MO' else 'MT' end,
         case when g % 3 = 0 then null else '1065800' end,
         case when g % 3 = 0 then (g * 7919) % 2000000 end, case when g % 3 = 0 then (g * 104729) % 9000000 end,
         case when g % 3 = 2 then (g % 1200) + 5 end, case when g % 3 = 0 then 'cmiot.tbox' end,
         case when g % 3 = 0 then 'LTE' end, 'Beijing LAC ' || to_hex(4096 + g % 512) || ' CI ' || to_hex(g % 65536),
         null
       from generate_series($1::bigint, $2::bigint) as g
       join bench_cards c on c.n = (g % $3)::int
       cross join lateral (select now() - ((g * 2654435761) % $4::bigint) * interval '1 millisecond' as at) s`,
      [from, to, total, 90 * dayMs],
    );
    console.log(`  loaded ${(to + 1).toLocaleString('en-US')} records  ${elapsed()}`);
  }
  for (const definition of Object.values(secondaryIndexes)) await client.query(`create ${definition}`);
  await client.query('analyze call_detail_records');
  return { added: wanted - held, seconds: Math.round((performance.now() - loadStart) / 100) / 10 };
}

const pageSql = `select r.id, r.company_id, c.name, r.record_type, r.carrier_record_id, r.iccid, r.msisdn, r.imei,
    r.started_at, r.ended_at, r.direction, r.peer, r.uplink_bytes, r.downlink_bytes, r.duration_seconds, r.apn, r.rat,
    r.cell_area, r.received_at
  from call_detail_records r join companies c on c.id = r.company_id
  where %WHERE% %KEYSET% order by r.started_at desc, r.id desc limit 21`;
const countSql = `select count(*) from (select 1 from call_detail_records r where %WHERE% limit 10001) capped`;

/** The raw side: the same page and capped count, with the caller's scope written in. */
async function rawList(raw, scope, input) {
  const parameters = [scope.companyId, `${scope.orgPath}%`];
  const conditions = ['r.company_id = $1', 'r.org_path like $2'];
  if (input.number) {
    parameters.push(input.number);
    conditions.push(`r.iccid in (select iccid from sim_cards s where (s.iccid = $${parameters.length}
      or s.msisdn = $${parameters.length} or s.imsi = $${parameters.length}) and s.company_id = $1)`);
  }
  if (input.type) conditions.push(`r.record_type = ${input.type}`);
  if (input.from) {
    parameters.push(input.from, input.to);
    conditions.push(`r.started_at >= $${parameters.length - 1} and r.started_at <= $${parameters.length}`);
  }
  const where = conditions.join(' and ');
  const keyset = input.cursor
    ? `and (r.started_at, r.id) < (select k.started_at, k.id from call_detail_records k where k.id = ${input.cursor} limit 1)`
    : '';
  await raw.query(pageSql.replace('%WHERE%', where).replace('%KEYSET%', keyset), parameters);
  await raw.query(countSql.replace('%WHERE%', where), parameters);
}

const cluster = values['database-url']
  ? { url: values['database-url'], stop: () => undefined }
  : await startPostgresCluster();
const database = await openDatabase({ databaseUrl: cluster.url });
const raw = new pg.Client({ connectionString: cluster.url });
let built;
try {
  console.log(
    `call record list: ${records.toLocaleString('en-US')} records, ${cards.toLocaleString('en-US')} cards`,
  );
  await seedDemoIfEmpty(database.db, password, serverModules);
  await seedBulkCards(database, { cards, environment: {} });
  await ensureRecordPartitions(
    database.db,
    new Date(Date.now() - 92 * dayMs),
    new Date(Date.now() + 32 * dayMs),
  );
  await raw.connect();
  const load = await loadRecords(raw, records);
  console.log(
    `records ready (${load.added.toLocaleString('en-US')} loaded in ${load.seconds} s)  ${elapsed()}`,
  );

  const config = {
    ...loadConfig({}),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'simdesk-bench-')),
    webDistDir: '/nonexistent',
  };
  built = await buildApp({ config, database, logger: false });
  await built.app.ready();
  const { signedIn } = await signedInInjector(built, account, password);
  const scope = await callerScopeOf(raw, account);
  const samples = (
    await raw.query(
      `select r.id, r.msisdn from call_detail_records r where r.company_id = $1 and r.msisdn is not null
      and r.started_at < now() - interval '30 days' order by random() limit $2`,
      [scope.companyId, requests + 10],
    )
  ).rows;
  const week = {
    from: new Date(Date.now() - 14 * dayMs).toISOString(),
    to: new Date(Date.now() - 7 * dayMs).toISOString(),
  };
  const scenarios = [
    { name: 'first-page', input: () => ({}) },
    { name: 'one-card', input: (round) => ({ number: samples[round % samples.length].msisdn }) },
    { name: 'data-week', input: () => ({ type: 1, ...week }) },
    { name: 'deep-page', input: (round) => ({ cursor: samples[round % samples.length].id }) },
  ];
  const serverObj = (input) => ({
    pageSize: 20,
    ...(input.number ? { cardNumbers: [input.number] } : {}),
    ...(input.type ? { recordTypes: [input.type] } : {}),
    ...(input.from ? { from: input.from, to: input.to } : {}),
    ...(input.cursor ? { cursor: Number(input.cursor) } : {}),
  });
  const measured = [];
  for (const scenario of scenarios) {
    const durations = await measurePairs({
      inputs: scenario.input,
      server: (input) => signedIn('call-record/list', serverObj(input)),
      baseline: (input) => rawList(raw, scope, input),
      requests,
    });
    measured.push({ scenario: scenario.name, durations });
    console.log(`  ${scenario.name}: measured  ${elapsed()}`);
  }
  const scale = records >= 10_000_000 ? '-10m' : '';
  const pooled = (side) => summarize(measured.flatMap((entry) => entry.durations[side]));
  const detail = (server, baseline) => ({ server, raw: baseline, records, database: 'postgres 15', account });
  const results = measured.map(({ scenario, durations }) => {
    const server = summarize(durations.server);
    const baseline = summarize(durations.baseline);
    return {
      name: `call-record-list${scale}-${scenario}-p95-ms`,
      value: server.p95,
      unit: 'ms',
      baseline: baseline.p95,
      cards,
      detail: detail(server, baseline),
    };
  });
  const server = pooled('server');
  const baseline = pooled('baseline');
  results.push({
    name: `call-record-list${scale}-p95-ms`,
    value: server.p95,
    unit: 'ms',
    baseline: baseline.p95,
    cards,
    detail: detail(server, baseline),
  });
  if (load.added > 0) {
    results.push({
      name: `call-record-load${scale}-seconds`,
      value: load.seconds,
      unit: 's',
      cards,
      detail: { records: load.added, through: 'INSERT … SELECT generate_series' },
    });
  }
  console.table(results.map((result) => ({ name: result.name, value: result.value, raw: result.baseline })));
  recordResults(results);
} finally {
  await built?.app.close();
  await raw.end().catch(() => undefined);
  await database.close();
  await cluster.stop();
}
