import { expect, test } from '@playwright/test';
import { CarrierAccountPage } from '../pages/carrier-account-page';
import { MessageDrawer } from '../pages/message-drawer';
import { RuleHistoryPage, RuleManagePage } from '../pages/rule-pages';
import { openSignedIn } from '../support/signed-in-state';

const demoAccount = 'China Mobile OneLink (simulator)';

test('a data-usage rule fires after a usage sync: the alarm in the message centre, the trigger in the history', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const ruleName = `Over 1 MB ${Date.now()}`;
  await openSignedIn(page, 'admin');
  const rules = new RuleManagePage(page);
  await rules.goto();
  await rules.fillDataRule(ruleName, 1);
  await expect(await rules.dryRun()).toBeVisible();
  await rules.save();
  await expect(rules.row(ruleName)).toContainText('Alarm message');

  const accounts = new CarrierAccountPage(page);
  await accounts.goto();
  await accounts.syncUsageNow(demoAccount);
  await expect(accounts.toast(/Usage sync (started|of this account was already running)/)).toBeVisible();

  // The rules run when the sync has stored every card: the alarm arrives then.
  const messages = new MessageDrawer(page);
  await expect(async () => {
    await page.reload();
    await messages.open();
    await messages.switchTo('Rule alarms');
    await expect(messages.item(`Rule "${ruleName}" triggered`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 180_000, intervals: [5_000] });
  await page.keyboard.press('Escape');

  const history = new RuleHistoryPage(page);
  await history.goto(1);
  await expect(history.rows(ruleName).first()).toBeVisible();
  await expect(history.rows(ruleName).first()).toContainText('Alarm message · Done');
});
