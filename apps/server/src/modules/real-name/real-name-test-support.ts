import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { vinCheckCharacter } from '@simdesk/contract';
import { startListeningSim } from '../carrier-account/testing';
import { simCards, useDemoAccountAt } from '../sim-cards/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { realNameModule } from '.';

/**
 * Starts the simulator (its first 400 demo cards) and the app with a tracker that looks again after 20 ms and
 * never runs by itself (tests call `track`), and signs `accounts` in.
 */
export async function startRealNameTestBed(accounts: readonly string[]) {
  const carrierSim = await startListeningSim({ seedCards: 400 });
  const testApp = await createTestApp({
    modules: [realNameModule],
    environment: { SIMDESK_REAL_NAME_FIRST_CHECK_MS: '20', SIMDESK_REAL_NAME_POLL_MS: '60000' },
  });
  await useDemoAccountAt(testApp.database.db, carrierSim.baseUrl);
  const tokens = new Map<string, string>();
  for (const account of accounts) tokens.set(account, (await testApp.login(account)).token);
  return {
    testApp,
    carrierSim,
    /** The signed-in account's token (a task's file is downloaded with it). */
    tokenOf: (account: string) => tokens.get(account) ?? '',
    callAs: <Row>(account: string, path: string, obj: Record<string, unknown>) =>
      testApp.call<Row>(path, obj, { token: tokens.get(account) }),
    track: testApp.modules.handleOf(realNameModule).track,
    close: async () => {
      await testApp.close();
      await carrierSim.close();
    },
  };
}

export type RealNameTestBed = Awaited<ReturnType<typeof startRealNameTestBed>>;

/**
 * A test file's bed: started before its tests (then `prepare`d), closed after them. `bed()` is the running bed;
 * `callAs` calls as one of `accounts`.
 */
export function realNameTestBedFor(
  accounts: readonly string[],
  prepare: (bed: RealNameTestBed) => Promise<void> = async () => undefined,
) {
  let running: RealNameTestBed | undefined;
  beforeAll(async () => {
    running = await startRealNameTestBed(accounts);
    await prepare(running);
  }, 120_000);
  afterAll(() => running?.close());
  const bed = () => {
    if (!running) throw new Error('the real-name test bed has not started');
    return running;
  };
  return {
    bed,
    callAs: <Row>(account: string, path: string, obj: Record<string, unknown>) =>
      bed().callAs<Row>(account, path, obj),
  };
}

/** A made-up VIN with its check character in place. */
export function madeUpVin(serial: number): string {
  const draft = `LFV3A23C0P${String(serial).padStart(7, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckCharacter(draft) ?? '0'}${draft.slice(9)}`;
}

/** An unregistered card of the maker that the simulator holds, fitted to a vehicle with a made-up VIN. */
export async function fittedDemoCard(
  testApp: TestApp,
  skip: number,
): Promise<{ id: number; iccid: string; msisdn: string; vin: string; carrierAccountId: number }> {
  const found = await testApp.database.db
    .execute(sql`select c.id::int as id, c.iccid, c.msisdn, c.carrier_account_id as "carrierAccountId"
    from sim_cards c join companies co on co.id = c.company_id and co.name = 'Aurora Motors'
    where c.real_name_status = 0 and c.card_status in (2, 6, 7) and c.id <= 400 and c.msisdn is not null
    order by c.id offset ${skip} limit 1`);
  const [card] = (
    found as unknown as {
      rows: { id: number; iccid: string; msisdn: string; carrierAccountId: number }[];
    }
  ).rows;
  if (!card) throw new Error('no unregistered demo card');
  const vin = madeUpVin(card.id);
  await testApp.database.db.update(simCards).set({ vin }).where(eq(simCards.id, card.id));
  return { ...card, vin };
}
