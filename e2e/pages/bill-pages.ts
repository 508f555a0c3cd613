import { expect, type Locator, type Page } from '@playwright/test';
import { RecordListPage, tableRows } from './record-list-page';

/** /vehicleCard/cardLink/billManagement/companyBill: company bills of each month, the chart, the recompute. */
export class CompanyBillPage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/vehicleCard/cardLink/billManagement/companyBill', 'Recompute a month');
  }

  /** Opened, with its rows: the page's and the chart's chunks load first, slowly on a busy machine. */
  async opened(): Promise<void> {
    await this.goto().catch(async () => {
      await expect(this.addButton()).toBeVisible({ timeout: 30_000 });
    });
  }

  chart(): Locator {
    return this.page.getByRole('img', { name: 'The last 12 months' });
  }

  billRow(company: string, month: string): Locator {
    // The month's own cell: another month's "as of" may name this month too.
    const monthCell = this.page.getByRole('cell', { name: month, exact: true });
    return this.rows().filter({ hasText: company }).filter({ has: monthCell });
  }

  /** Opens the card bills of one company's month. */
  async openCardBills(company: string, month: string): Promise<void> {
    await this.billRow(company, month).getByRole('button', { name: 'Card bills' }).click();
  }

  /** Starts the recompute of the month the dialog offers first (the last closed one); answers the notice. */
  async recompute(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Recompute a month' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Recompute the bills of a month' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    return this.page.getByText(/Recompute started: task \d+/);
  }
}

/** /vehicleCard/cardLink/billManagement/simCardBill: each card's bill of a month, with the totals. */
export class CardBillPage {
  constructor(private readonly page: Page) {}

  totals(): Locator {
    return this.page.getByTestId('card-bill-totals');
  }

  rows(): Locator {
    return tableRows(this.page);
  }
}
