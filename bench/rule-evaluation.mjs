// `npx tsx bench/rule-evaluation.mjs [--cards N]` (default 1,000,000): rule evaluation after a usage sync.
// Starts a throwaway PostgreSQL 15 cluster, seeds the demo and N cards (the seed of `npm run seed`), gives every
// card this month's data use, yesterday's day and three days of SMS and voice (set-based UPDATE and INSERT …
// SELECT), and one rule of each usage type per company over all of its cards. Then measures what the usage
// sync's completion runs (evaluateRules): the first pass, which records every crossing card, raises the alarms
// and batches the pushes, and a second pass in the same period, which records nothing. Its baseline is the
// crossing SELECTs alone (counted, nothing written). The goal (issue 14): under 60 s at 1,000,000 cards.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { addCarrierDays, carrierDayOf, ruleActionKind, ruleScope, ruleType } from '@simdesk/contract';
import { startPostgresCluster } from '../scripts/lib/postgres-cluster.mjs';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import { seedDemoIfEmpty } from '../apps/server/src/platform/demo/demo-seed.ts';
import { serverModules } from '../apps/server/src/modules/index.ts';
import { evaluateRules } from '../apps/server/src/modules/rules/index.ts';
import { ruleCrossings } from '../apps/server/src/modules/rules/rule-engine.ts';
import { insertRule } from '../apps/server/src/modules/rules/rule-store.ts';
import { ensureUsagePartitions } from '../apps/server/src/modules/sim-cards/usage/usage-partitions.ts';
import { seedBulkCards } from '../apps/server/src/seed/bulk-cards/seed-bulk-cards.ts';
import { recordResults } from './record-results.mjs';

const { values } = parseArgs({ options: { cards: { type: 'string', default: '1000000' } } });
const cards = Number(values.cards.replaceAll(/[_,]/g, ''));
if (!Number.isInteger(cards) || cards < 1000) {
  console.error('usage: tsx bench/rule-evaluation.mjs [--cards N (≥ 1000)]');
  process.exit(2);
}
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const seconds = (from) => Math.round((performance.now() - from) / 100) / 10;

const { alarmMessage, webhook } = ruleActionKind.byName;
// Thresholds that half or so of the seeded figures cross, so the first pass writes hundreds of thousands of rows.
const benchRules = [
  {
    name: 'data over 1 GB this month',
    ruleType: ruleType.byName.dataUsageCycle,
    parameters: { thresholdMegabytes: 1024 },
  },
  {
    name: 'data will pass 1.5 GB',
    ruleType: ruleType.byName.dataUsageCycle,
    parameters: { thresholdMegabytes: 1536, projectedHours: 48 },
  },
  { name: 'day over 40 MB', ruleType: ruleType.byName.dataUsageDay, parameters: { thresholdMegabytes: 40 } },
  { name: 'SMS over 20', ruleType: ruleType.byName.smsUsageCycle, parameters: { thresholdCount: 20 } },
  {
    name: 'voice over 30 min',
    ruleType: ruleType.byName.voiceUsageCycle,
    parameters: { thresholdMinutes: 30 },
  },
  { name: 'idle 48 h', ruleType: ruleType.byName.noConnection, parameters: { hours: 48 } },
];

const cluster = await startPostgresCluster();
const database = await openDatabase({ databaseUrl: cluster.url });
let app;
try {
  console.log(`rule evaluation: ${cards.toLocaleString('en-US')} cards on PostgreSQL 15`);
  await seedDemoIfEmpty(database.db, 'Bench-pass-2026', serverModules);
  await seedBulkCards(database, { cards, environment: {} });
  console.log(`seeded cards  ${elapsed()}`);
  const { db, client } = database;
  const today = carrierDayOf(new Date());
  const first = addCarrierDays(today, -2);
  await ensureUsagePartitions(db, addCarrierDays(today, -40), today);
  // Deterministic figures from the card id: up to 2 GB this month, up to 80 MB a day, SMS and voice per day.
  await client.query(`UPDATE sim_cards SET data_used_month_kb = (id * 7919) % 2097152`);
  await client.query(
    `INSERT INTO card_usage (card_id, day, company_id, org_path, data_kb, sms_count, voice_minutes, complete)
     SELECT c.id, d.day, c.company_id, c.org_path,
       CASE WHEN c.id % 10 = 0 THEN 0 ELSE (c.id * 31 + extract(day from d.day)::int * 977) % 81920 END,
       (c.id + extract(day from d.day)::int) % 12, (c.id * 3 + extract(day from d.day)::int) % 20, true
     FROM sim_cards c, generate_series($1::date, $2::date, interval '1 day') AS d(day)
     ON CONFLICT DO NOTHING`,
    [first, today],
  );
  await client.query('VACUUM ANALYZE sim_cards');
  await client.query('ANALYZE card_usage');
  console.log(`usage stored for ${first}..${today}  ${elapsed()}`);

  const owners = (
    await client.query(`SELECT DISTINCT ON (o.company_id) o.id AS "operatorId", o.company_id AS "companyId"
      FROM operators o WHERE o.company_id IN (SELECT DISTINCT company_id FROM sim_cards) ORDER BY o.company_id, o.id`)
  ).rows;
  for (const owner of owners) {
    for (const rule of benchRules) {
      await insertRule(
        db,
        { ...owner, orgId: null, orgPath: null },
        {
          ...rule,
          scope: { kind: ruleScope.byName.allCards },
          actions: [{ kind: alarmMessage }, { kind: webhook }],
          enabled: true,
          eventWatermark: 0,
        },
      );
    }
  }
  // The demo's rules are left out: only the bench's rules run, over every company's cards.
  await client.query(
    `UPDATE automation_rules SET enabled = false WHERE name NOT IN (${benchRules.map((_, i) => `$${i + 1}`).join(', ')})`,
    benchRules.map((rule) => rule.name),
  );

  const config = {
    ...loadConfig({}),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'simdesk-bench-')),
    webDistDir: '/nonexistent',
  };
  const built = await buildApp({ config, database, logger: false });
  app = built.app;
  await app.ready();
  const { services } = built;

  // Baseline: each rule's crossing SELECT counted, nothing written.
  const stored = (await client.query('SELECT * FROM automation_rules WHERE enabled')).rows;
  const baselineStart = performance.now();
  let crossing = 0;
  for (const rule of stored) {
    const found = await ruleCrossings(
      db,
      {
        companyId: rule.company_id,
        orgPath: rule.org_path,
        ruleType: rule.rule_type,
        parameters: rule.parameters,
        scope: rule.scope,
        eventWatermark: 0,
      },
      new Date(),
    );
    if (!found) continue;
    const result = await db.execute(sql`select count(*)::int as total from (${found.crossing}) c`);
    crossing += Number(result.rows[0]?.total ?? 0);
  }
  const baseline = seconds(baselineStart);
  console.log(
    `baseline: ${stored.length} rules, ${crossing.toLocaleString('en-US')} crossings counted in ${baseline} s`,
  );

  const firstStart = performance.now();
  const firstPass = await evaluateRules(services, 'usage-sync');
  const firstSeconds = seconds(firstStart);
  console.log(
    `first pass: ${firstPass.triggers.toLocaleString('en-US')} triggers of ${firstPass.rules} rules in ${firstSeconds} s`,
  );
  const secondStart = performance.now();
  const secondPass = await evaluateRules(services, 'usage-sync');
  const secondSeconds = seconds(secondStart);
  console.log(`second pass (same period): ${secondPass.triggers} new triggers in ${secondSeconds} s`);
  if (secondPass.triggers !== 0) throw new Error('the second pass fired again in the same period');

  const detail = {
    database: 'postgres 15',
    rules: firstPass.rules,
    triggers: firstPass.triggers,
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  };
  recordResults([
    { name: 'rule-evaluation-seconds', value: firstSeconds, unit: 's', baseline, cards, detail },
    { name: 'rule-reevaluation-seconds', value: secondSeconds, unit: 's', baseline, cards, detail },
  ]);
} finally {
  await app?.close();
  await database.close();
  await cluster.stop();
}
