import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './platform/config/config';
import { openDatabase } from './platform/database/connect';
import { withStartUpLock } from './platform/database/start-up-lock';
import { buildApp } from './app';
import { seedDemoIfEmpty } from './platform/demo/demo-seed';
import { serverModules } from './modules';

async function main(): Promise<void> {
  const config = loadConfig();
  // Processes started together start one after the other: migrations, the demo seed, the signing key and the
  // job queue's own schema (pg-boss's install races on PostgreSQL's catalog) are each set up once, never twice
  // at once.
  const { database, seed, app, health } = await withStartUpLock(config.databaseUrl, async () => {
    const opened = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
    });
    const seeded = await seedDemoIfEmpty(opened.db, config.demoPassword, serverModules);
    return { database: opened, seed: seeded, ...(await buildApp({ config, database: opened })) };
  });
  if (seed.generatedPassword) {
    // Printed once, on the start that created the demo; it is not stored anywhere in clear.
    process.stdout.write(
      `\n  simdesk demo seeded. Every demo account (admin, demo.company, …) signs in with:\n\n` +
        `      ${seed.generatedPassword}\n\n  Set SIMDESK_DEMO_PASSWORD before the first start to choose it.\n\n`,
    );
  }
  const close = async () => {
    // Running tasks hand back at their next batch; past this deadline the process ends regardless.
    setTimeout(() => process.exit(1), config.stopDrainSeconds * 1000 + 20_000).unref();
    // The health check fails first, so a load balancer stops sending new requests before the listener closes.
    health.startDraining();
    if (config.stopDrainSeconds > 0) await sleep(config.stopDrainSeconds * 1000);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const serves = config.processRole === 'worker' ? 'health check only' : 'console and API';
  app.log.info(
    `simdesk ${config.processRole} process, ${serves} at http://${config.host}:${config.port} (${database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
