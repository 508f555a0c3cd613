import { expect, test } from '@playwright/test';
import { Shell } from '../pages/shell';
import { openSignedIn } from '../support/signed-in-state';

test('the language switch turns the console Chinese, and the choice survives a reload', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const shell = new Shell(page);
  await shell.chooseLanguage('Language', '简体中文');
  await expect(shell.menuItem('信息面板')).toBeVisible();
  await page.reload();
  await expect(shell.menuItem('信息面板')).toBeVisible();
  await expect(page).toHaveTitle('信息面板 - simdesk');
  await shell.chooseLanguage('语言', 'Português (Brasil)');
  await expect(shell.menuItem('Sistema')).toBeVisible();
});

test('the top-menu layout is the default, and a chosen layout persists across a reload', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const shell = new Shell(page);
  const sideMenu = page.locator('.ant-layout-sider');
  await expect(shell.sections()).toBeVisible();
  await expect(sideMenu).toHaveCount(0);
  const drawer = await shell.openSettings();
  await drawer.getByRole('radio', { name: 'Side menu' }).click();
  await page.keyboard.press('Escape');
  await expect(sideMenu).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(sideMenu).toHaveCount(1);
  // The side-menu layout keeps the first-level entries on top and the section's pages in a 224 px side menu.
  expect(await shell.titlesOf(shell.sections())).toEqual(['SIM cards', 'System']);
  await expect.poll(async () => (await sideMenu.boundingBox())?.width).toBe(224);
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(async () => (await sideMenu.boundingBox())?.width).toBe(80);
  const again = await shell.openSettings();
  await again.getByRole('radio', { name: 'Top menu' }).click();
  await expect(sideMenu).toHaveCount(0);
});
