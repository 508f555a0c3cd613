import { expect, test } from '@playwright/test';
import { CardBillPage, CompanyBillPage } from '../pages/bill-pages';
import { TaskDrawer } from '../pages/task-drawer';
import { openSignedIn } from '../support/signed-in-state';

/** `YYYY-MM` of the month before the running one: the demo's newest closed month of bills. */
function lastClosedMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

test('company bills drill into a company’s card bills, and a recompute of the month finishes as a task', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const month = lastClosedMonth();
  await openSignedIn(page, 'admin');
  const companyBills = new CompanyBillPage(page);
  await companyBills.opened();
  await expect(companyBills.chart()).toBeVisible();
  await expect(companyBills.billRow('Aurora Motors', month)).toBeVisible();

  await companyBills.openCardBills('Aurora Motors', month);
  const cardBills = new CardBillPage(page);
  await expect(cardBills.totals()).toContainText(/Totals of \d+ card bill\(s\): ¥[\d,]+\.\d\d/);
  await expect(cardBills.rows().first()).toContainText('Aurora Motors');
  await expect(cardBills.rows().first()).toContainText('Usage as of');

  await companyBills.opened();
  await expect(await companyBills.recompute()).toBeVisible();
  const tasks = new TaskDrawer(page);
  const drawer = await tasks.open();
  await expect(tasks.task(drawer, `bills-${month}`).getByText('Succeeded')).toBeVisible({ timeout: 60_000 });
});
