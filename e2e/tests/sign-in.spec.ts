import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

// The suite runs with reduced motion; signing in and out keeps the console's default motions.
test.use({ reducedMotion: 'no-preference' });

test('signs in with a password and lands on the dashboard', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('admin');
  await expect(page).toHaveURL(/\/vehicleCard\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Platform Administrator/ })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard - simdesk');
});

test('says under the form when the password is wrong, and stays on the login page', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submitPassword('demo.company', 'not-the-password');
  await expect(login.refusal()).toContainText('Incorrect account or password');
  await expect(page).toHaveURL(/\/user\/login/);
});

test('signs in with an SMS code sent to the mobile', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signInWithSmsCode('13800000001');
  await expect(page.getByText('Aurora Motors').first()).toBeVisible();
});

test('logs out after asking, and the console is closed again', async ({ page }) => {
  await new LoginPage(page).signIn('admin');
  await new Shell(page).logout();
  await page.goto('/sys/logManage');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});
