import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { PasswordRecovery } from '../pages/password-pages';
import { ProfilePage } from '../pages/profile-page';
import { ConsoleApi } from '../support/console-api';

test('resets a forgotten password by SMS code, then changes it back from the profile', async ({
  page,
  request,
}) => {
  // An operator of its own: a reset signs out every session of the account, and the demo accounts' sessions
  // are shared by the specs that run beside this one.
  const suffix = Date.now().toString(36);
  const account = `recovery.${suffix}`;
  const mobile = `1370${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const ownPassword = `Own-pass-${suffix}`;
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  await api.addReadyOperator({ account, name: 'Recovery E2E', mobile }, 'Dealer', ownPassword);

  const recovery = new PasswordRecovery(page);
  await recovery.requestReset(account, mobile);
  await recovery.setNewPassword('Recovered-pass-77');
  await recovery.logInNow();

  const login = new LoginPage(page);
  await login.submitPassword(account, ownPassword);
  await expect(login.refusal()).toContainText('Incorrect account or password');
  await login.signIn(account, 'Recovered-pass-77');

  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.changePassword('Recovered-pass-77', ownPassword);
  await page.getByRole('button', { name: 'Log in now' }).click();
  await login.signIn(account, ownPassword);
  await expect(page).toHaveURL(/\/vehicleCard\/dashboard$/);
});
