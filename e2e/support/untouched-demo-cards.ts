import type { APIRequestContext } from '@playwright/test';
import type { SimCardPage, SimCardRow } from '@simdesk/contract';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { ConsoleApi } from './console-api';

/**
 * The demo cards of indexes [first, first + count) as `account` sees them: a spec takes its cards from a range
 * no other spec changes, so the suite's specs can run in any order and at once.
 */
export async function demoCardsInRange(
  request: APIRequestContext,
  account: string,
  first: number,
  count: number,
): Promise<SimCardRow[]> {
  const api = new ConsoleApi(request);
  await api.signIn(account);
  const numbers = Array.from({ length: count }, (_, offset) => demoCardNumbers(first + offset).iccid);
  const [listed] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    batchNumbers: numbers,
    pageSize: 100,
  });
  return listed?.cards ?? [];
}
