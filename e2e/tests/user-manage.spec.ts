import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { PasswordRecovery } from '../pages/password-pages';
import { UserManagePage } from '../pages/user-manage-page';
import { openSignedIn } from '../support/signed-in-state';

test('an administrator adds an operator, who signs in once with the one-time password and sets their own', async ({
  page,
  browser,
}) => {
  // Two browsers and three sign-ins: near the default minute on a busy two-core machine.
  test.setTimeout(120_000);
  await openSignedIn(page, 'demo.company');
  const users = new UserManagePage(page);
  await users.goto();
  const account = `e2e.operator.${Date.now() % 100_000}`;
  const temporaryPassword = await users.addOperator({
    account,
    name: 'E2E Operator',
    mobile: '13700000042',
    org: 'South region',
    role: 'Dealer',
  });
  expect(temporaryPassword).toHaveLength(16);
  const row = users.row(account);
  await expect(row).toContainText('137****0042');
  await expect(row).toContainText('South region');
  await expect(row).toContainText('Never');

  // The new operator, in a browser of their own: the temporary password only leads to setting a new one.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  const login = new LoginPage(newcomer);
  await login.goto();
  await login.submitPassword(account, temporaryPassword);
  await expect(newcomer).toHaveURL(/\/user\/resetPass/);
  const recovery = new PasswordRecovery(newcomer);
  await recovery.setNewPassword('Own-pass-2026!');
  await recovery.logInNow();
  await login.signIn(account, 'Own-pass-2026!');
  await expect(newcomer).toHaveURL(/\/vehicleCard\/dashboard$/);
  await context.close();

  await page.reload();
  await expect(users.row(account)).not.toContainText('Never');
});
