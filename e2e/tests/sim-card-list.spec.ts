import { expect, test } from '@playwright/test';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { QuickSearchBar } from '../pages/home-page';
import { SimCardListPage } from '../pages/sim-card-list-page';
import { openSignedIn } from '../support/signed-in-state';

test('a quick search by MSISDN lands on the card list showing that card', async ({ page }) => {
  await openSignedIn(page, 'demo.company');
  const card = demoCardNumbers(6);
  await new QuickSearchBar(page).search('MSISDN', card.msisdn);
  await expect(page).toHaveURL(/\/simCardList\?cardNumber=\d+&numberType=msisdn$/);
  const list = new SimCardListPage(page);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row(card.iccid)).toBeVisible();
});

test('pasted numbers of mixed kinds find their cards, which get a tag together', async ({ page }) => {
  await openSignedIn(page, 'demo.company');
  const list = new SimCardListPage(page);
  await list.goto();
  const [five, seven, nine] = [5, 7, 9].map(demoCardNumbers);
  // The carrier's own card (index 350) is not the maker's: it stays invisible.
  await list.batchQuery([
    five?.iccid ?? '',
    seven?.imsi ?? '',
    nine?.msisdn ?? '',
    demoCardNumbers(350).iccid,
  ]);
  await expect(page.getByText('Total: 3')).toBeVisible();
  await expect(list.rows()).toHaveCount(3);

  await list.addTagToAll('e2e-batch');
  await expect(page.getByText('Tags saved on 3 cards')).toBeVisible();
  for (const card of [five, seven, nine]) {
    await expect(list.row(card?.iccid ?? '').getByText('e2e-batch')).toBeVisible();
  }
});
