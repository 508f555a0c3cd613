// `npm run seed -- --cards 1000000`: tops the console's database and the carrier simulator's database up to N
// demo cards together (the same numbers, statuses and dates), through COPY. Uses the databases `npm start`
// uses (DATABASE_URL or ./data/pglite; CARRIER_SIM_DATABASE_URL or ./data/carrier-sim). `--only console` or
// `--only simulator` seeds one of them.
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/database/connect.ts';
import { seedDemoIfEmpty } from '../apps/server/src/platform/demo/demo-seed.ts';
import { serverModules } from '../apps/server/src/modules/index.ts';
import { seedBulkCards } from '../apps/server/src/seed/bulk-cards/seed-bulk-cards.ts';
import { buildCarrierSimApp } from '../apps/carrier-sim/src/app.ts';
import { demoAppId, findAccount } from '../apps/carrier-sim/src/auth/accounts.ts';
import { loadCarrierSimConfig } from '../apps/carrier-sim/src/config.ts';
import { openSimDatabase } from '../apps/carrier-sim/src/database/database.ts';
import { seedCards } from '../apps/carrier-sim/src/seed/seed-cards.ts';

const usage = 'usage: npm run seed -- --cards <count> [--only console|simulator]';
const { values } = parseArgs({ options: { cards: { type: 'string' }, only: { type: 'string' } } });
const cards = Number(values.cards?.replaceAll(/[_,]/g, ''));
if (values.cards === undefined || !Number.isInteger(cards) || cards < 0) {
  console.error(usage);
  process.exit(2);
}
if (values.only !== undefined && values.only !== 'console' && values.only !== 'simulator') {
  console.error(usage);
  process.exit(2);
}
const seedsConsole = values.only !== 'simulator';
const seedsSimulator = values.only !== 'console';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const count = (value) => value.toLocaleString('en-US');
const report = (who) => (held, target) =>
  console.log(`  ${who.padEnd(9)} ${count(held).padStart(11)} / ${count(target)} cards   ${seconds()} s`);

/** Whether something answers on the port: an embedded database must not be opened by two processes. */
function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const answer = (answers) => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
  });
}

const consoleConfig = loadConfig();
const simulatorConfig = { ...loadCarrierSimConfig(), logLevel: 'warn' };
const busy = [];
if (seedsConsole && !consoleConfig.databaseUrl && (await portAnswers(consoleConfig.host, consoleConfig.port)))
  busy.push(`the console (port ${consoleConfig.port})`);
if (
  seedsSimulator &&
  !simulatorConfig.databaseUrl &&
  (await portAnswers(simulatorConfig.host, simulatorConfig.port))
)
  busy.push(`the carrier simulator (port ${simulatorConfig.port})`);
if (busy.length > 0) {
  console.error(`Stop ${busy.join(' and ')} first: an embedded database has one user at a time.`);
  process.exit(1);
}

// The simulator's clock (real time plus its offset) dates both seeds, so their dates agree. Seeding the console
// alone leaves the simulator's database closed (it may be in use) and dates from real time.
const simulatorDatabase = seedsSimulator
  ? await openSimDatabase({ databaseUrl: simulatorConfig.databaseUrl, dataDir: simulatorConfig.dataDir })
  : undefined;
const simulator = simulatorDatabase
  ? await buildCarrierSimApp({ config: simulatorConfig, database: simulatorDatabase })
  : undefined;
const now = simulator ? simulator.services.clock.now() : Date.now();

async function seedSimulator() {
  const account = await findAccount(simulatorDatabase, demoAppId);
  if (!account) throw new Error(`the simulator has no account ${demoAppId}`);
  const result = await seedCards(simulatorDatabase, account, cards, now, report('simulator'));
  console.log(
    result.added > 0
      ? `simulator: added ${count(result.added)} cards (${simulatorDatabase.kind}) in ${(result.milliseconds / 1000).toFixed(1)} s; it holds ${count(result.total)}`
      : `simulator: already holds ${count(result.total)} cards; nothing to add`,
  );
}

async function seedConsole() {
  const database = await openDatabase({
    databaseUrl: consoleConfig.databaseUrl,
    pgliteDir: path.join(consoleConfig.dataDir, 'pglite'),
  });
  try {
    const demo = await seedDemoIfEmpty(database.db, consoleConfig.demoPassword, serverModules);
    if (demo.generatedPassword) {
      console.log(`console: demo seeded; every demo account signs in with ${demo.generatedPassword}`);
    }
    const result = await seedBulkCards(database, { cards, now, progress: report('console') });
    console.log(
      result.added > 0
        ? `console: added ${count(result.added)} cards from index ${count(result.firstIndex)} (${database.kind}) in ${(result.milliseconds / 1000).toFixed(1)} s; it holds ${count(result.held)} demo cards`
        : `console: already holds ${count(result.held)} demo cards; nothing to add (seeding only tops up)`,
    );
  } finally {
    await database.close();
  }
}

try {
  // One after the other: on the embedded databases both share this process's one thread anyway.
  if (seedsSimulator) await seedSimulator();
  if (seedsConsole) await seedConsole();
  console.log(`seeded in ${seconds()} s`);
} finally {
  await simulator?.app.close();
  await simulatorDatabase?.close();
}
