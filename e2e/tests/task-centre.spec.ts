import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SystemLogPage } from '../pages/system-log-page';
import { TaskDrawer } from '../pages/task-drawer';
import { openSignedIn } from '../support/signed-in-state';

test('an export runs as a task: notice, progress in the drawer, then the file', async ({ page }) => {
  await openSignedIn(page, 'demo.company');
  const logs = new SystemLogPage(page);
  await logs.goto();
  await logs.search('demo.company');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('async task started, see task center').first()).toBeVisible();

  const tasks = new TaskDrawer(page);
  const drawer = await tasks.open();
  const download = await tasks.downloadResult(drawer, /operation-log-\d{8}/);
  expect(download.suggestedFilename()).toMatch(/^operation-log-\d{8}-\d{6}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const [header, ...rows] = text.trim().split(/\r?\n/);
  expect(header).toContain('Request ID');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.includes('demo.company'))).toBe(true);
  await expect(drawer.getByRole('link', { name: 'View all tasks' })).toBeVisible();
});

test('role 3212 has no task centre', async ({ page }) => {
  await openSignedIn(page, 'demo.restricted');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Task center' })).toHaveCount(0);
});
