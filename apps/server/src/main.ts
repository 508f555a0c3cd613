import path from 'node:path';
import { loadConfig } from './platform/config/config';
import { openDatabase } from './platform/database/connect';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './seed/demo-seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const seed = await seedDemoIfEmpty(database.db, config.demoPassword);
  const { app } = await buildApp({ config, database });
  if (seed.generatedPassword) {
    // Printed once, on the start that created the demo; it is not stored anywhere in clear.
    process.stdout.write(
      `\n  simdesk demo seeded. Every demo account (admin, demo.company, …) signs in with:\n\n` +
        `      ${seed.generatedPassword}\n\n  Set SIMDESK_DEMO_PASSWORD before the first start to choose it.\n\n`,
    );
  }
  const close = async () => {
    // Running tasks hand back at their next batch; past this deadline the process ends regardless.
    setTimeout(() => process.exit(1), 20_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`simdesk console and API at http://${config.host}:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
