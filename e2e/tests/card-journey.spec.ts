import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { CardDetailPage } from '../pages/card-detail-page';
import { CardActions, CardStatePage } from '../pages/card-state-page';
import { SimCardListPage } from '../pages/sim-card-list-page';
import { TaskDrawer } from '../pages/task-drawer';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const activatedStatus = 2;
// A company admin of Aurora whose task centre no other spec fills (the newest task is this spec's export).
const journeyAccount = 'demo.switch.maker';

/** Two activated demo cards of the maker that no other spec changes (indexes 240–289). */
async function twoActivatedMakerCards(request: APIRequestContext): Promise<string[]> {
  const api = new ConsoleApi(request);
  await api.signIn(journeyAccount);
  const numbers = Array.from({ length: 50 }, (_, offset) => demoCardNumbers(240 + offset).iccid);
  const [page] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    batchNumbers: numbers,
    cardStatus: [activatedStatus],
    pageSize: 50,
  });
  const iccids = (page?.cards ?? []).map((found) => found.iccid).sort();
  if (iccids.length < 2) throw new Error('the demo has too few activated maker cards');
  return iccids.slice(0, 2);
}

test('a fleet operator finds a card by pasted ICCIDs, suspends it through the carrier and exports the list', async ({
  page,
  request,
}) => {
  // Several carrier round trips (the order takes effect after a few seconds) and a task: more than the default.
  test.setTimeout(180_000);
  const [card = '', other = ''] = await twoActivatedMakerCards(request);

  await openSignedIn(page, journeyAccount);
  const list = new SimCardListPage(page);
  await list.goto();
  await list.batchQuery([card, other]);
  await expect(list.rows()).toHaveCount(2);

  const detail = new CardDetailPage(page);
  await detail.openFromList(card);
  await detail.expectStatus('Activated');

  await new CardActions(page).changeStatus('Suspended', 'Vehicle laid up for the winter');
  // The carrier confirms the order after a few seconds; only then does the console show the new status.
  await expect(async () => {
    await detail.refreshStatus();
    await detail.expectStatus('Suspended');
  }).toPass({ timeout: 60_000 });

  const orders = new CardStatePage(page);
  await orders.goto();
  await orders.filterByIccid(card);
  await orders.expectNewestOrderState('Done');
  const items = await orders.openNewestOrder();
  await expect(items.filter({ hasText: card })).toContainText('Done');
  await page.keyboard.press('Escape');

  await list.goto();
  await list.batchQuery([card, other]);
  await expect(list.row(card)).toContainText('Suspended');
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export cards' });
  await exportDialog.getByText('CSV (any program, fastest)').click();
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('async task started, see task center')).toBeVisible();

  const tasks = new TaskDrawer(page);
  const download = await tasks.downloadResult(await tasks.open(), /sim-cards-\d{8}/);
  const file = await readFile(await download.path(), 'utf8');
  const lines = file.trim().split(/\r?\n/);
  expect(lines).toHaveLength(3);
  expect(lines.find((line) => line.includes(card))).toContain('Suspended');
  expect(lines.find((line) => line.includes(other))).toContain('Activated');
});
