// @module-tag pglite (the bulk seed's COPY path)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import type { DatabaseHandle } from '../../platform/database/connect';
import { openTestDatabase } from '../../test/test-database';
import { testPassword } from '../../test/test-app';
import { seedDemoIfEmpty } from '../../platform/demo/demo-seed';
import { serverModules } from '../../modules';
import { bulkQuery } from './bulk-copy';
import { nextDemoCardIndex, seedBulkCards } from './seed-bulk-cards';

// The seed the card-list benchmark and `npm run seed` use, on a real database (PGlite, or PostgreSQL in CI).
let database: DatabaseHandle;
// Demo cards the demo seed made; the bulk seed adds the indexes after them.
let demoCards: number;

const countOf = async (sql: string) => Number((await bulkQuery<{ count: string }>(database, sql))[0]?.count);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, testPassword, serverModules);
  demoCards = await nextDemoCardIndex(database);
});

afterAll(async () => {
  await database.close();
});

describe('bulk card seed', () => {
  it('tops the demo up to the count, in batches, with a first history row per card', async () => {
    expect(demoCards).toBeGreaterThan(0);
    const progress: number[] = [];
    const result = await seedBulkCards(database, {
      cards: demoCards + 700,
      batchSize: 300,
      environment: {},
      progress: (held) => progress.push(held),
    });
    expect(result).toMatchObject({ firstIndex: demoCards, added: 700, held: demoCards + 700 });
    expect(progress).toEqual([demoCards + 300, demoCards + 600, demoCards + 700]);
    expect(await countOf('SELECT count(*) FROM sim_cards')).toBe(demoCards + 700);
    expect(await countOf('SELECT count(*) FROM card_status_history')).toBe(demoCards + 700);
    const last = demoCardNumbers(demoCards + 699);
    const [card] = await bulkQuery<{ msisdn: string; carrierAccountId: number | null }>(
      database,
      'SELECT msisdn, carrier_account_id AS "carrierAccountId" FROM sim_cards WHERE iccid = $1',
      [last.iccid],
    );
    expect(card?.msisdn).toBe(last.msisdn);
    expect(card?.carrierAccountId).not.toBeNull();
  });

  it("provisions the cards through the carrier's account at the simulator, as the demo does", async () => {
    const first = demoCardNumbers(demoCards).iccid;
    const accounts = await bulkQuery<{ appId: string; isCarrier: boolean }>(
      database,
      `SELECT DISTINCT a.app_id AS "appId", c.is_carrier AS "isCarrier" FROM sim_cards s
       JOIN carrier_accounts a ON a.id = s.carrier_account_id JOIN companies c ON c.id = a.company_id
       WHERE s.iccid >= $1`,
      [first],
    );
    expect(accounts).toEqual([{ appId: 'simdesk-demo', isCarrier: true }]);
    expect(await countOf(`SELECT count(DISTINCT company_id) FROM sim_cards WHERE iccid >= '${first}'`)).toBe(
      3,
    );
  });

  it('keeps every card inside its own company and org', async () => {
    expect(
      await countOf(`SELECT count(*) FROM sim_cards s JOIN organizations o ON o.id = s.org_id
        WHERE o.company_id <> s.company_id OR o.path <> s.org_path`),
    ).toBe(0);
  });

  it('adds nothing when the console already holds the count, and refuses a count it cannot number', async () => {
    const held = await nextDemoCardIndex(database);
    const again = await seedBulkCards(database, { cards: held, environment: {} });
    expect(again).toMatchObject({ added: 0, held });
    expect(await seedBulkCards(database, { cards: 10, environment: {} })).toMatchObject({ added: 0, held });
    await expect(seedBulkCards(database, { cards: 1.5 })).rejects.toThrow(RangeError);
    expect(await countOf('SELECT count(*) FROM sim_cards')).toBe(held);
  });
});
