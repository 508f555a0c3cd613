import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { RoleManagePage } from '../pages/role-manage-page';
import { Shell } from '../pages/shell';
import { ConsoleApi } from '../support/console-api';

test('a role with a subset of pages and buttons: its operator sees only those menus and buttons', async ({
  page,
  request,
}) => {
  // Two sign-ins, a role editor and three pages: a long journey on a busy 2-core machine.
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const roleName = `Log reader ${suffix}`;
  const account = `reader.${suffix}`;

  // The company administrator creates the role in the console.
  await new LoginPage(page).signIn('demo.company');
  const roles = new RoleManagePage(page);
  await roles.goto();
  await roles.createRole(roleName, 'Region', [
    { page: 'System logs', buttons: ['Query'] },
    { page: 'Data dictionary', buttons: ['Query'] },
  ]);

  // The operator who holds it is set up beside the browser (the operator screens are tested on their own).
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const lastingPassword = `Lasting-pass-${suffix}`;
  await api.addReadyOperator({ account, name: 'Role E2E Reader' }, roleName, lastingPassword);

  await new Shell(page).logout();
  await new LoginPage(page).signIn(account, lastingPassword);
  const shell = new Shell(page);
  await shell.openFromMenu('System', 'Data dictionary');
  await expect(page).toHaveURL(/\/sys\/dictionary$/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row:visible').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add entry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  expect(await shell.titlesOf(shell.sections())).toEqual(['System']);
  expect(await shell.titlesOf(shell.sectionPages())).toEqual(['System logs', 'Data dictionary']);

  await shell.openFromMenu('System', 'System logs');
  await expect(page).toHaveURL(/\/sys\/logManage$/);
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);

  // A page outside the role is refused outright, not merely shown without buttons.
  await page.goto('/sys/roleManage');
  await expect(page.getByText('No access')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add role' })).toHaveCount(0);
});
