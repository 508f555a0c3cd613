import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell';
import { SystemLogPage } from '../pages/system-log-page';
import { openSignedIn } from '../support/signed-in-state';

// The suite runs with reduced motion; the tab bar's menus and closing tabs keep the default motions here.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, 'admin');
});

test('the home page has no tab bar; visited pages become tabs', async ({ page }) => {
  const shell = new Shell(page);
  await expect(shell.tabBar()).toHaveCount(0);
  await shell.openFromMenu('System', 'System logs');
  await shell.openFromMenu('System', 'Data dictionary');
  await expect(shell.tabBar()).toBeVisible();
  // Choosing the System section in the top menu landed on its first page first.
  expect(await shell.tabTitles()).toEqual(['Users', 'System logs', 'Data dictionary']);
});

test('tab actions say when there is nothing to close, and the last tab stays', async ({ page }) => {
  const shell = new Shell(page);
  await shell.openFromMenu('System', 'System logs');
  await shell.openFromMenu('System', 'Data dictionary');
  await shell.closeTab('Users');
  await shell.openUserMenu();
  await page.getByRole('menuitem', { name: 'Personal information' }).click();
  await expect(shell.tab('Personal information')).toBeVisible();

  await shell.tabAction('System logs', 'Close tabs to the left');
  await expect(shell.message('no tab on the left')).toBeVisible();
  await shell.tabAction('Personal information', 'Close tabs to the right');
  await expect(shell.message('no tab on the right')).toBeVisible();

  await shell.tabAction('Data dictionary', 'Close tabs to the left');
  expect(await shell.tabTitles()).toEqual(['Data dictionary', 'Personal information']);
  await shell.tabAction('Data dictionary', 'Close tabs to the right');
  expect(await shell.tabTitles()).toEqual(['Data dictionary']);

  await shell.closeTab('Data dictionary');
  await expect(shell.message('last tab cannot be closed')).toBeVisible();
  expect(await shell.tabTitles()).toEqual(['Data dictionary']);
});

test('a kept-alive page keeps what was typed when its tab is left and reopened', async ({ page }) => {
  const shell = new Shell(page);
  const logs = new SystemLogPage(page);
  await logs.goto();
  await logs.accountFilter().fill('demo.comp');
  await shell.openFromMenu('System', 'Data dictionary');
  await expect(page).toHaveURL(/\/sys\/dictionary$/);
  await shell.tab('System logs').click();
  await expect(page).toHaveURL(/\/sys\/logManage$/);
  await expect(logs.accountFilter()).toHaveValue('demo.comp');
});
