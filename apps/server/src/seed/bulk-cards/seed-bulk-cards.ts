// Seeds the console with the simulator's demo cards at scale (`npm run seed -- --cards N`, the card-list
// benchmark): COPY in batches, each batch with its cards' first status history in one transaction, so a seed
// that is stopped resumes where it stopped.
import { demoCardNumberPlan, demoCardNumbers, maximumCardIndex } from '@simdesk/carrier-sim/demo-cards';
import type { DatabaseHandle } from '../../platform/database/connect';
import { demoCarrierAppId, seedDemoCarrierAccount } from '../../modules/carrier-account/testing';
import { bulkCardColumns, bulkCardCsv } from './bulk-card-rows';
import { placementTable, type SeedCompany } from './card-placement';
import { bulkQuery, inBulkTransaction } from './bulk-copy';

export interface BulkCardSeedOptions {
  /** How many demo cards (indexes 0 … cards-1) the console holds afterwards. */
  cards: number;
  /** The moment the seeded dates count back from (the simulator's clock, to agree with it). */
  now?: number;
  /** Called after every batch with the cards held so far (by index) and the target. */
  progress?: (held: number, target: number) => void;
  /** Reads SIMDESK_SECRET_KEY, SIMDESK_CARRIER_SIM_URL and _PASSWORD for the carrier accounts it creates. */
  environment?: NodeJS.ProcessEnv;
  /** Cards per COPY and transaction. */
  batchSize?: number;
}

export interface BulkCardSeedResult {
  /** The first index this run added (the cards below it were there already). */
  firstIndex: number;
  added: number;
  /** Demo cards held afterwards (the highest index + 1). */
  held: number;
  milliseconds: number;
}

const defaultBatchSize = 50_000;
const cardCopyTarget = `sim_cards (${bulkCardColumns.join(', ')})`;
const demoIccidPrefix = demoCardNumberPlan.iccidPrefix;

/** The index after the highest demo card the console holds (0 when none): seeding tops up from there. */
export async function nextDemoCardIndex(database: DatabaseHandle): Promise<number> {
  // Demo ICCIDs have one length, so their text order is their index order, and the unique index answers this.
  const upper = String(Number(demoIccidPrefix) + 1);
  const rows = await bulkQuery<{ iccid: string | null }>(
    database,
    'SELECT max(iccid) AS iccid FROM sim_cards WHERE iccid >= $1 AND iccid < $2 AND length(iccid) = 20',
    [demoIccidPrefix, upper],
  );
  const highest = rows[0]?.iccid;
  if (!highest) return 0;
  const index = Number(highest.slice(demoIccidPrefix.length, -1));
  return demoCardNumbers(index).iccid === highest ? index + 1 : 0;
}

/**
 * The carrier's account at the simulator, created when missing: the demo provisions every card through it
 * (a customer company holds cards, the carrier holds the enterprise account they came from).
 */
async function provisioningAccount(
  database: DatabaseHandle,
  environment: NodeJS.ProcessEnv,
): Promise<number> {
  const [account] = await bulkQuery<{ id: number }>(
    database,
    `SELECT a.id FROM carrier_accounts a JOIN companies c ON c.id = a.company_id
     WHERE a.app_id = $1 AND c.is_carrier ORDER BY a.id LIMIT 1`,
    [demoCarrierAppId],
  );
  if (account) return account.id;
  const [carrierCompany] = await bulkQuery<{ id: number }>(
    database,
    'SELECT id FROM companies WHERE is_carrier ORDER BY id LIMIT 1',
  );
  if (!carrierCompany) throw new Error('no carrier company to provision cards through: seed the demo first');
  return seedDemoCarrierAccount(database.db, carrierCompany.id, environment);
}

/** The companies cards go to, with their orgs. */
async function seedCompanies(database: DatabaseHandle, environment: NodeJS.ProcessEnv) {
  const carrierAccountId = await provisioningAccount(database, environment);
  const companies = await bulkQuery<{ id: number; isCarrier: boolean }>(
    database,
    'SELECT id, is_carrier AS "isCarrier" FROM companies ORDER BY id',
  );
  const orgs = await bulkQuery<{ id: number; companyId: number; path: string }>(
    database,
    'SELECT id, company_id AS "companyId", path FROM organizations ORDER BY id',
  );
  return companies.map((company): SeedCompany => ({
    ...company,
    carrierAccountId,
    orgs: orgs.filter((org) => org.companyId === company.id).map(({ id, path }) => ({ id, path })),
  }));
}

/**
 * Tops the console up to `cards` demo cards: adds indexes from the highest one it holds, never touches a card
 * it has. Cards spread over every company's orgs (most with the largest customer, at the leaves of its tree), all
 * provisioned through the carrier's account at the simulator.
 */
export async function seedBulkCards(
  database: DatabaseHandle,
  options: BulkCardSeedOptions,
): Promise<BulkCardSeedResult> {
  const { cards, now = Date.now(), progress = () => undefined } = options;
  if (!Number.isInteger(cards) || cards < 0 || cards > maximumCardIndex + 1) {
    throw new RangeError(`card count must be a whole number from 0 to ${maximumCardIndex + 1}`);
  }
  const started = performance.now();
  const firstIndex = await nextDemoCardIndex(database);
  if (firstIndex >= cards) return { firstIndex, added: 0, held: firstIndex, milliseconds: 0 };
  const table = placementTable(await seedCompanies(database, options.environment ?? process.env));
  const batchSize = options.batchSize ?? defaultBatchSize;
  for (let start = firstIndex; start < cards; start += batchSize) {
    const end = Math.min(cards, start + batchSize);
    const csv = bulkCardCsv(start, end, table, now);
    await inBulkTransaction(database, async (session) => {
      const [before] = await session.query<{ id: string | null }>('SELECT max(id) AS id FROM sim_cards');
      await session.copyCsv(cardCopyTarget, csv);
      // Every card starts its history with the status it was seeded with, as the demo's cards do.
      await session.query(
        `INSERT INTO card_status_history (card_id, company_id, to_status, reason, changed_at)
         SELECT id, company_id, card_status, 'demo seed', coalesce(status_changed_at, now())
         FROM sim_cards WHERE id > $1`,
        [before?.id ?? 0],
      );
    });
    progress(end, cards);
  }
  // Fresh statistics: the list's estimated totals and its plans read them.
  await bulkQuery(database, 'ANALYZE sim_cards');
  await bulkQuery(database, 'ANALYZE card_status_history');
  return {
    firstIndex,
    added: cards - firstIndex,
    held: cards,
    milliseconds: Math.round(performance.now() - started),
  };
}
