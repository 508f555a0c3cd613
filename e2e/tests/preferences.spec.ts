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

test('layout settings persist across a reload', async ({ page }) => {
  await openSignedIn(page, 'admin');
  const shell = new Shell(page);
  const drawer = await shell.openSettings();
  await drawer.getByRole('radio', { name: 'Top menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  const again = await shell.openSettings();
  await again.getByRole('radio', { name: 'Side menu' }).click();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(1);
});
