import { expect, test } from '@playwright/test';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { demoCardFacts } from '../../apps/server/src/modules/sim-cards/demo/demo-card-facts';
import { HomePage, QuickSearchBar } from '../pages/home-page';
import { SimCardListPage } from '../pages/sim-card-list-page';
import { clearPageConfigs } from '../support/page-configs';
import { openSignedIn } from '../support/signed-in-state';

test('a company admin customises a lifecycle stage and the choice survives a reload', async ({ page }) => {
  await clearPageConfigs('demo.company');
  await openSignedIn(page, 'demo.company');
  const home = new HomePage(page);
  await home.goto();
  const scrap = home.stage('Scrap');
  await expect(scrap.getByText('Card cancellation')).toBeVisible();
  await expect(scrap.getByText('Vehicle list')).toBeVisible();
  // Shortcuts follow page codes: the company admin has no owner-operations pages.
  await expect(home.stage('Sales and operations').getByText('Package configuration')).toHaveCount(0);

  const dialog = await home.openCustomise();
  const scrapChoice = dialog.getByRole('region', { name: 'Scrap' });
  await scrapChoice.getByRole('button', { name: 'Add SIM card list' }).click();
  await scrapChoice.getByRole('button', { name: 'Remove Card cancellation' }).click();
  await scrapChoice.getByRole('button', { name: 'Remove Vehicle list' }).click();
  await scrapChoice.getByRole('button', { name: 'Remove SIM card list' }).click();
  await expect(page.getByText('At least one menu item is needed')).toBeVisible();
  await home.saveCustomise(dialog);

  for (const pass of ['saved', 'reloaded']) {
    if (pass === 'reloaded') await page.reload();
    const stage = home.stage('Scrap');
    await expect(stage.getByText('SIM card list'), pass).toBeVisible();
    await expect(stage.getByText('Card cancellation'), pass).toHaveCount(0);
    await expect(stage.getByText('Vehicle list'), pass).toHaveCount(0);
  }
});

test('role 3212 has no quick search', async ({ page }) => {
  await openSignedIn(page, 'demo.restricted');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
});

test('a quick search by ICCID goes through the middle page to the card list', async ({ page }) => {
  await openSignedIn(page, 'demo.company');
  const quickSearch = new QuickSearchBar(page);
  await quickSearch.search('ICCID', '8986-123');
  await expect(page.getByText('An ICCID has 19 or 20 digits or letters')).toBeVisible();
  await expect(page).toHaveURL(/\/vehicleCard\/dashboard$/);

  // Spaces as people paste them; the middle page forwards to the card list filtered by the number.
  const card = demoCardNumbers(8);
  await quickSearch.search('ICCID', card.iccid.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(page).toHaveURL(new RegExp(`/simCardList\\?cardNumber=${card.iccid}&numberType=iccid$`));
  const list = new SimCardListPage(page);
  await expect(list.rows()).toHaveCount(1);
  await expect(list.row(card.iccid)).toBeVisible();
});

test('a quick search by VIN ends on the vehicle, or says plainly that no vehicle matched', async ({
  page,
}) => {
  await openSignedIn(page, 'admin');
  const now = Date.now();
  const fitted = Array.from({ length: 50 }, (_, index) => demoCardFacts(index, now)).find(
    (card) => card.vin !== null,
  );
  if (!fitted?.vin) throw new Error('no demo card is fitted in a vehicle');
  const quickSearch = new QuickSearchBar(page);
  // The vehicle list answers a VIN: filtered to it, the vehicle with its T-Box card.
  await quickSearch.search('VIN', fitted.vin.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`/vehicleList\\?vin=${fitted.vin}$`));
  const vehicle = page.getByRole('row', { name: new RegExp(fitted.vin) });
  await expect(vehicle).toBeVisible();
  await expect(vehicle).toContainText(fitted.iccid);

  await quickSearch.search('VIN', 'LAUMCA99999999999');
  await expect(page.getByText('No vehicles match: add one, or change the filters')).toBeVisible();
});
