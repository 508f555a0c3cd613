import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { e2eDemoPassword } from '../support/environment';
import { openSignedIn } from '../support/signed-in-state';

test('sends a visitor without a session to login, and back to the wanted page after it', async ({ page }) => {
  await page.goto('/sys/logManage');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsys%2FlogManage/);
  const login = new LoginPage(page);
  await login.submitPassword('admin', e2eDemoPassword);
  await login.acceptAgreementIfAsked();
  await expect(page).toHaveURL(/\/sys\/logManage$/);
});

test('sends a signed-in operator away from the login page', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/vehicleCard\/dashboard$/);
});

test('opens the first page an operator may see when a group path is opened', async ({ page }) => {
  // The dealer's only System page is the task centre, though Users comes first in the menu.
  await openSignedIn(page, 'demo.dealer');
  await page.goto('/sys');
  await expect(page).toHaveURL(/\/sys\/mission$/);
});

test('shows the failure page for an unknown path and for a page without the right', async ({ page }) => {
  await openSignedIn(page, 'demo.dealer');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/sys/logManage');
  await expect(page.getByText('No access')).toBeVisible();
});
