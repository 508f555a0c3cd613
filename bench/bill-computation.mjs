// `npx tsx bench/bill-computation.mjs [--cards N]` (default 1,000,000): a month's bills from the stored usage.
// Starts a throwaway PostgreSQL 15 cluster, seeds the demo and N cards (the seed of `npm run seed`), stores a
// whole closed month of daily usage for every card (set-based INSERT … SELECT, about 30 rows a card), gives each
// company four rate plans (one pooled) and puts every card on one. Then measures computeMonthBills (what the
// recompute task runs: the card bills and the company bills, in one transaction) and its rerun, which replaces
// the month with the same bills. Its baseline is the raw SQL it cannot do without: the month's usage summed per
// card into a table.
import os from 'node:os';
import { computeMonthBills } from '../apps/server/src/modules/bills/index.ts';
import { monthBefore, monthDays } from '../apps/server/src/modules/bills/bill-rounding.ts';
import { ensureUsagePartitions } from '../apps/server/src/modules/sim-cards/usage/usage-partitions.ts';
import { recordResults } from './record-results.mjs';
import { cardsOption, seededCluster, stopwatch } from './seeded-cluster.mjs';

const cards = cardsOption('bill-computation.mjs');
const { elapsed, seconds } = stopwatch();
console.log(`bill computation: ${cards.toLocaleString('en-US')} cards on PostgreSQL 15`);
const seeded = await seededCluster(cards);
try {
  console.log(`seeded cards  ${elapsed()}`);
  const { db, client } = seeded.database;
  const month = monthBefore(1);
  const { first, last } = monthDays(month);
  await ensureUsagePartitions(db, first, last);
  // Deterministic daily figures from the card id: up to 80 MB a day, some SMS and voice.
  await client.query(
    `INSERT INTO card_usage (card_id, day, company_id, org_path, data_kb, sms_count, voice_minutes, complete)
     SELECT c.id, d.day, c.company_id, c.org_path, (c.id * 31 + extract(day from d.day)::int * 977) % 81920,
       (c.id + extract(day from d.day)::int) % 3, (c.id * 3 + extract(day from d.day)::int) % 5, true
     FROM sim_cards c, generate_series($1::date, $2::date, interval '1 day') AS d(day)
     ON CONFLICT DO NOTHING`,
    [first, last],
  );
  await client.query(
    `INSERT INTO bill_rate_plans (company_id, name, monthly_fee_cents, included_kb, overage_cents_per_mb, sms_cents,
       voice_cents_per_minute, pooled)
     SELECT c.id, p.name, p.fee, p.included_kb, p.overage, 10, 15, p.pooled
     FROM companies c, (VALUES ('Bench 1 GB', 1500, 1048576, 29, false), ('Bench 5 GB', 4000, 5242880, 20, false),
       ('Bench 100 MB', 500, 102400, 50, false), ('Bench pool 1 GB', 1500, 1048576, 25, true))
       AS p(name, fee, included_kb, overage, pooled)
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO bill_card_plans (card_id, company_id, rate_plan_id)
     SELECT c.id, c.company_id, (SELECT p.id FROM bill_rate_plans p WHERE p.company_id = c.company_id
       AND p.name LIKE 'Bench%' ORDER BY p.id OFFSET c.id % 4 LIMIT 1)
     FROM sim_cards c ON CONFLICT (card_id) DO NOTHING`,
  );
  await client.query('VACUUM ANALYZE sim_cards');
  await client.query('ANALYZE card_usage');
  await client.query('ANALYZE bill_card_plans');
  console.log(`usage of ${month} stored, plans assigned  ${elapsed()}`);

  const baselineStart = performance.now();
  await client.query(
    `CREATE TABLE bench_month_usage AS SELECT card_id, sum(data_kb) AS data_kb, sum(sms_count) AS sms_count,
       sum(voice_minutes) AS voice_minutes FROM card_usage WHERE day BETWEEN $1::date AND $2::date GROUP BY card_id`,
    [first, last],
  );
  const baseline = seconds(baselineStart);
  console.log(`baseline: the month's usage summed per card in ${baseline} s`);

  const firstStart = performance.now();
  const firstRun = await computeMonthBills(db, month, null);
  const firstSeconds = seconds(firstStart);
  const totalOf = async () =>
    (await client.query('SELECT sum(total_cents)::text AS total FROM company_bills')).rows[0]?.total;
  const firstTotal = await totalOf();
  console.log(
    `compute: ${firstRun.cardBills.toLocaleString('en-US')} card bills, ${firstRun.companyBills} company bills in ${firstSeconds} s`,
  );
  const secondStart = performance.now();
  const secondRun = await computeMonthBills(db, month, null);
  const secondSeconds = seconds(secondStart);
  console.log(`recompute: ${secondRun.cardBills.toLocaleString('en-US')} card bills in ${secondSeconds} s`);
  if (secondRun.cardBills !== firstRun.cardBills || (await totalOf()) !== firstTotal) {
    throw new Error('the recompute of the same month gave other bills');
  }

  const detail = {
    database: 'postgres 15',
    cardBills: firstRun.cardBills,
    companyBills: firstRun.companyBills,
    totalCents: firstTotal,
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  };
  recordResults([
    { name: 'bill-computation-seconds', value: firstSeconds, unit: 's', baseline, cards, detail },
    { name: 'bill-recompute-seconds', value: secondSeconds, unit: 's', baseline, cards, detail },
  ]);
} finally {
  await seeded.stop();
}
