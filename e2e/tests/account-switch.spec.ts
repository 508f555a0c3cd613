import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { Shell } from '../pages/shell';

test('switches to the other account of the same mobile after a choice is made', async ({ page }) => {
  const login = new LoginPage(page);
  await login.signIn('demo.switch.carrier');
  await expect(page.getByText('simdesk Mobile').first()).toBeVisible();
  const shell = new Shell(page);
  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch account' });
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(shell.message('please choose an account to switch')).toBeVisible();
  await dialog.getByText('demo.switch.maker').click();
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(shell.message('switch success')).toBeVisible();
  await login.acceptAgreementIfAsked();
  await expect(page.getByText('Aurora Motors').first()).toBeVisible();
});
