import { eq } from 'drizzle-orm';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import { simCards } from '../schema/cards-schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { createTestApp, useFileScoped, type TestApp } from '../../../test/test-app';
import { simDemoAppId, startListeningSim, type ListeningSim } from '../../carrier-account/testing';
import { cardTestClient } from '../list/sim-card-test-support';
import { simCardsModule } from '..';

/** The simulator holds the maker's demo cards (indexes 0–299); the carrier's own 300–399 are unknown to it. */
export const simulatedCards = 300;

/** A simulator on a free port, with the demo carrier account pointed at it. */
export async function startSimForDemoAccount(testApp: TestApp): Promise<ListeningSim> {
  const carrierSim = await startListeningSim({ seedCards: simulatedCards });
  await testApp.database.db
    .update(carrierAccounts)
    .set({ baseUrl: carrierSim.baseUrl })
    .where(eq(carrierAccounts.appId, simDemoAppId));
  return carrierSim;
}

/** A test app of the card modules with a simulator behind the demo carrier account, and a client of its calls. */
export interface CardDetailWorld {
  testApp: TestApp;
  carrierSim: ListeningSim;
  client: ReturnType<typeof cardTestClient>;
  close(): Promise<void>;
}

/** The file's card-detail world: made before its first test, closed after its last. */
export function useCardDetailWorld(): CardDetailWorld {
  return useFileScoped(async () => {
    const testApp = await createTestApp({ modules: [simCardsModule] });
    const carrierSim = await startSimForDemoAccount(testApp);
    return {
      testApp,
      carrierSim,
      client: cardTestClient(testApp),
      close: async () => {
        await testApp.close();
        await carrierSim.close();
      },
    };
  });
}

/** The console's row of the demo card with this index. */
export async function demoCard(testApp: TestApp, index: number) {
  const [card] = await testApp.database.db
    .select()
    .from(simCards)
    .where(eq(simCards.iccid, demoCardNumbers(index).iccid));
  if (!card) throw new Error(`no demo card ${index}`);
  return card;
}

/** The first demo card index (from `from`) whose row passes the test. */
export async function firstDemoCard(
  testApp: TestApp,
  accept: (card: Awaited<ReturnType<typeof demoCard>>) => boolean,
  from = 0,
) {
  for (let index = from; index < from + 100; index += 1) {
    const card = await demoCard(testApp, index);
    if (accept(card)) return card;
  }
  throw new Error('no demo card fits');
}
