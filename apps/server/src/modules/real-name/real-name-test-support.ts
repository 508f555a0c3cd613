import { startListeningSim } from '../carrier-account/testing';
import { useDemoAccountAt } from '../sim-cards/testing';
import { createTestApp } from '../../test/test-app';
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
