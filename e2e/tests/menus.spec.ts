import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell';
import { openSignedIn } from '../support/signed-in-state';

test('the carrier administrator sees the system pages', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const shell = new Shell(page);
  await shell.openFromMenu('System', 'System logs');
  await expect(page).toHaveURL(/\/sys\/logManage$/);
  await expect(shell.menuItem('Data dictionary')).toBeVisible();
});

test('a dealer sees the task centre but not the system logs, and may switch accounts', async ({ page }) => {
  await openSignedIn(page, 'demo.dealer');
  const shell = new Shell(page);
  await expect(shell.menuItem('Dashboard')).toBeVisible();
  await shell.openFromMenu('System', 'Task center');
  await expect(page).toHaveURL(/\/sys\/mission$/);
  await expect(shell.menuItem('System logs')).toHaveCount(0);
  await expect(shell.menuItem('Data dictionary')).toHaveCount(0);
  await shell.openUserMenu();
  await expect(page.getByRole('menuitem', { name: 'Switch account' })).toBeVisible();
});

test('role 3212 gets no account switching', async ({ page }) => {
  await openSignedIn(page, 'demo.restricted');
  const shell = new Shell(page);
  await shell.openUserMenu();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Switch account' })).toHaveCount(0);
});

test('a custom-platform operator gets no profile link and no console page yet', async ({ page }) => {
  await openSignedIn(page, 'demo.api');
  await expect(page.getByText('Nothing to open yet')).toBeVisible();
  const shell = new Shell(page);
  await shell.openUserMenu();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Personal information' })).toHaveCount(0);
});
