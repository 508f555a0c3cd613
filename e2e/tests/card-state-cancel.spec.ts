import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { CardStatePage } from '../pages/card-state-page';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const account = 'admin';
const activatedStatus = 2;
const suspendedStatus = 4;

/**
 * A status change of an activated demo card that no other spec changes (indexes 290–339), scheduled for
 * tomorrow: the set-up the card actions own, made through the API.
 */
async function scheduleSuspension(request: APIRequestContext): Promise<string> {
  const api = new ConsoleApi(request);
  await api.signIn(account);
  const numbers = Array.from({ length: 50 }, (_, offset) => demoCardNumbers(290 + offset).iccid);
  const [page] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    batchNumbers: numbers,
    cardStatus: [activatedStatus],
    pageSize: 50,
  });
  const card = page?.cards[0];
  if (!card) throw new Error('the demo has no activated card left in 290–339');
  await api.rowsOf('simcard/change-card-status', {
    cardId: card.id,
    targetStatus: suspendedStatus,
    reason: 'Winter lay-up, planned',
    effectiveAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  return card.iccid;
}

test('an operator cancels a scheduled card change before it reaches the carrier', async ({
  page,
  request,
}) => {
  const iccid = await scheduleSuspension(request);
  await openSignedIn(page, account);
  const orders = new CardStatePage(page);
  await orders.goto();
  await orders.filterByIccid(iccid);
  await orders.expectNewestOrderState('Scheduled');

  await orders.cancelNewestOrder();
  await expect(page.locator('.ant-message').getByText(/Change order \d+ is cancelled/)).toBeVisible();
  await orders.expectNewestOrderState('Cancelled');
  // A cancelled order cannot be cancelled again: the action is gone from its row.
  await expect(orders.rows().first().getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});
