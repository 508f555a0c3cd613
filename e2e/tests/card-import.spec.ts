import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { CardImportDialog } from '../pages/card-import-dialog';
import { SimCardListPage } from '../pages/sim-card-list-page';
import { TaskDrawer } from '../pages/task-drawer';
import { openSignedIn } from '../support/signed-in-state';

// A Luhn-valid ICCID outside the demo's number plan, unique per run.
function freshIccid(): string {
  const payload = `898604977${String(Date.now()).slice(-10)}`;
  let sum = 0;
  for (let position = 0; position < payload.length; position += 1) {
    const digit = Number(payload[payload.length - 1 - position]);
    const weighted = position % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${payload}${(10 - (sum % 10)) % 10}`;
}

test('an import with bad rows lands the good rows and reports the bad ones in the task centre', async ({
  page,
}) => {
  await openSignedIn(page, 'demo.company');
  const list = new SimCardListPage(page);
  await list.goto();
  const good = freshIccid();
  const csv = ['ICCID,MSISDN,Card status', `${good},1064897000001,`, '12345,,', `${good},,`, ''].join('\r\n');
  const importDialog = new CardImportDialog(page);
  await importDialog.importCsv(await importDialog.openFromCardList(), 'cards-with-errors.csv', csv);

  const tasks = new TaskDrawer(page);
  const drawer = await tasks.open();
  const newest = tasks.task(drawer, 'cards-with-errors.csv');
  await expect(newest.getByText('Partly failed')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await newest.getByRole('button', { name: 'Error report' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cards-with-errors-errors.csv');
  const [, ...rows] = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(rows).toEqual([
    '3,"ICCID ""12345"" is not 19 or 20 digits or capital letters"',
    '4,the ICCID appears earlier in the file',
  ]);

  await page.keyboard.press('Escape');
  await list.batchQuery([good]);
  await expect(list.row(good)).toBeVisible();
});
