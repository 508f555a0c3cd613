import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { PasswordRecovery } from '../pages/password-pages';
import { ProfilePage } from '../pages/profile-page';
import { e2eDemoPassword } from '../support/environment';

test('resets a forgotten password by SMS code, then changes it back from the profile', async ({ page }) => {
  const recovery = new PasswordRecovery(page);
  await recovery.requestReset('demo.dealer', '13800000002');
  await recovery.setNewPassword('Recovered-pass-77');
  await recovery.logInNow();

  const login = new LoginPage(page);
  await login.submitPassword('demo.dealer', e2eDemoPassword);
  await expect(login.refusal()).toContainText('Incorrect account or password');
  await login.signIn('demo.dealer', 'Recovered-pass-77');

  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.changePassword('Recovered-pass-77', e2eDemoPassword);
  await page.getByRole('button', { name: 'Log in now' }).click();
  await login.signIn('demo.dealer');
  await expect(page).toHaveURL(/\/vehicleCard\/dashboard$/);
});
