// Starts the carrier simulator: `npm run carrier-sim` (serve), `npm run carrier-sim -- --seed-cards N`
// (seed the demo account up to N cards, then serve), add `--seed-only` to exit after seeding.
import { parseArgs } from 'node:util';
import { findAccount, demoAppId } from './auth/accounts';
import { buildCarrierSimApp } from './app';
import { loadCarrierSimConfig } from './config';
import { openSimDatabase } from './database/database';
import { seedCards } from './seed/seed-cards';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'seed-cards': { type: 'string' }, 'seed-only': { type: 'boolean', default: false } },
  });
  const config = loadCarrierSimConfig();
  const seedTarget = values['seed-cards'] === undefined ? config.seedCards : Number(values['seed-cards']);
  if (!Number.isInteger(seedTarget) || seedTarget < 0) throw new Error('--seed-cards needs a whole number');

  const database = await openSimDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { app, services } = await buildCarrierSimApp({ config, database });
  const account = await findAccount(database, demoAppId);
  if (account && seedTarget > 0) {
    let lastReport = 0;
    const result = await seedCards(database, account, seedTarget, services.clock.now(), (done, total) => {
      if (done - lastReport >= 100_000 || done === total) {
        lastReport = done;
        app.log.info(`seeding cards: ${done} / ${total}`);
      }
    });
    if (result.added > 0)
      app.log.info(`seeded ${result.added} cards in ${result.milliseconds} ms (${database.kind})`);
  }

  const close = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  if (values['seed-only']) return close();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`carrier simulator at http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
