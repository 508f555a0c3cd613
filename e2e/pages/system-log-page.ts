import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';

/** /sys/logManage: the audit log with its filter bar. */
export class SystemLogPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sys/logManage');
    await expect(this.accountFilter()).toBeVisible();
  }

  accountFilter(): Locator {
    return this.page.getByLabel('Account', { exact: true }).first();
  }

  rows(): Locator {
    return tableRows(this.page);
  }

  async search(account: string): Promise<void> {
    await this.accountFilter().fill(account);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }
}
