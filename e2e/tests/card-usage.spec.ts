import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SimCardPage, UsageSyncStateRow } from '@simdesk/contract';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { CardDetailPage } from '../pages/card-detail-page';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const account = 'admin';
const demoAccount = 'China Mobile OneLink (simulator)';
const succeeded = 1;

/**
 * The demo carrier account's usage synced once (the carrier account page owns starting it), and the id of a
 * demo card of that account, whose stored days the card detail then shows.
 */
async function syncedCard(request: APIRequestContext): Promise<number> {
  const api = new ConsoleApi(request);
  await api.signIn(account);
  const states = await api.rowsOf<UsageSyncStateRow>('card-usage/sync-state');
  const state = states.find((row) => row.accountName === demoAccount);
  if (!state) throw new Error('the demo carrier account has no usage sync state');
  const [started] = await api.rowsOf<{ taskId: number }>('card-usage/sync-now', {
    accountId: state.accountId,
  });
  await expect(async () => {
    const [now] = await api.rowsOf<UsageSyncStateRow>('card-usage/sync-state', {
      accountId: state.accountId,
    });
    expect(now?.lastTaskId).toBe(started?.taskId);
    expect(now?.lastTaskStatus).toBe(succeeded);
  }).toPass({ timeout: 150_000 });
  const [page] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    batchNumbers: [demoCardNumbers(12).iccid],
    pageSize: 10,
  });
  const card = page?.cards[0];
  if (!card) throw new Error('demo card 12 is not in the console');
  return card.id;
}

test('an operator reads a card’s stored daily usage as a chart and as figures', async ({ page, request }) => {
  test.setTimeout(240_000);
  const cardId = await syncedCard(request);
  await openSignedIn(page, account);
  const detail = new CardDetailPage(page);
  await detail.goto(cardId);
  await detail.openTab('Usage');

  const stored = detail.storedUsage();
  await expect(stored.getByRole('img', { name: /^Daily usage from \d{4}-\d{2}-\d{2} to/ })).toBeVisible();
  await expect(stored).toContainText(/\d+ of 30 days stored/);
  await expect(stored).toContainText(/Total .* SMS · .* min of voice/);
  await expect(stored.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  await detail.chartStoredUsage('SMS');
  await expect(stored.locator('.ant-segmented-item-selected')).toHaveText('SMS');
  await expect(stored.getByRole('img', { name: /^Daily usage from/ })).toBeVisible();
});
