// What a benchmark on its own throwaway cluster starts with: its --cards option, a stopwatch, and a PostgreSQL 15
// cluster seeded with the demo and N cards (the seed of `npm run seed`).
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '../scripts/lib/postgres-cluster.mjs';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import { seedDemoIfEmpty } from '../apps/server/src/platform/demo/demo-seed.ts';
import { serverModules } from '../apps/server/src/modules/index.ts';
import { seedBulkCards } from '../apps/server/src/seed/bulk-cards/seed-bulk-cards.ts';

/** The --cards option (default 1,000,000, at least 1,000); exits with the usage line otherwise. */
export function cardsOption(script) {
  const { values } = parseArgs({ options: { cards: { type: 'string', default: '1000000' } } });
  const cards = Number(values.cards.replaceAll(/[_,]/g, ''));
  if (Number.isInteger(cards) && cards >= 1000) return cards;
  console.error(`usage: tsx bench/${script} [--cards N (≥ 1000)]`);
  process.exit(2);
}

/** Time since the start (`elapsed()`, for progress lines) and seconds since a moment, to a tenth. */
export function stopwatch() {
  const started = performance.now();
  return {
    elapsed: () => `${((performance.now() - started) / 1000).toFixed(1)} s`,
    seconds: (from) => Math.round((performance.now() - from) / 100) / 10,
  };
}

/** A throwaway cluster with the demo and `cards` cards; `stop()` closes the database and removes the cluster. */
export async function seededCluster(cards) {
  const cluster = await startPostgresCluster();
  const database = await openDatabase({ databaseUrl: cluster.url });
  await seedDemoIfEmpty(database.db, 'Bench-pass-2026', serverModules);
  await seedBulkCards(database, { cards, environment: {} });
  return {
    database,
    async stop() {
      await database.close();
      await cluster.stop();
    },
  };
}
