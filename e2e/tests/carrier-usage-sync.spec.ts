import { expect, test } from '@playwright/test';
import { CarrierAccountPage } from '../pages/carrier-account-page';
import { openSignedIn } from '../support/signed-in-state';

const demoAccount = 'China Mobile OneLink (simulator)';

test('carrier staff start the usage sync of a carrier account and watch it finish', async ({ page }) => {
  // A sync asks the simulator about all 400 demo cards.
  test.setTimeout(180_000);
  await openSignedIn(page, 'admin');
  const accounts = new CarrierAccountPage(page);
  await accounts.goto();
  await expect(accounts.usageSync(demoAccount)).toBeVisible();

  await accounts.syncUsageNow(demoAccount);
  await expect(
    accounts.toast(/Usage sync (started|of this account was already running) \(task \d+\)/),
  ).toBeVisible();
  // The page reads the state again while the sync runs, until it finished.
  await expect(accounts.usageSync(demoAccount)).toContainText(/Last run .*: \d+ cards/, { timeout: 150_000 });
  await expect(accounts.usageSync(demoAccount)).toContainText(/Usage stored through \d{4}-\d{2}-\d{2}/);
  await expect(accounts.usageSync(demoAccount)).toContainText('Succeeded');
  await expect(accounts.row(demoAccount).getByRole('button', { name: 'Sync usage now' })).toBeEnabled();
});
