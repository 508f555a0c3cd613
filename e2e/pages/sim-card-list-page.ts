import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';

/** /vehicleCard/cardLink/simCardManagement/simCardList: the card list with its batch query and tag editor. */
export class SimCardListPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/vehicleCard/cardLink/simCardManagement/simCardList');
    await expect(this.rows().first()).toBeVisible();
  }

  rows(): Locator {
    return tableRows(this.page);
  }

  row(iccid: string): Locator {
    return this.rows().filter({ hasText: iccid });
  }

  /** Opens the batch query dialog, where up to a thousand numbers are pasted. */
  async openBatchQuery(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Batch query' }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async batchQuery(numbers: readonly string[]): Promise<void> {
    await this.openBatchQuery();
    await this.page.getByRole('textbox', { name: 'Batch query by card number' }).fill(numbers.join('\n'));
    await this.page.getByRole('button', { name: 'Query', exact: true }).click();
  }

  async addTagToAll(tag: string): Promise<void> {
    await this.page.locator('.ant-table-thead .ant-checkbox-input').check();
    await this.page.getByRole('button', { name: 'Edit tags' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('combobox').fill(tag);
    await dialog.getByRole('combobox').press('Enter');
    // Close the tag suggestions, which lie over the dialog's buttons.
    await dialog.locator('.ant-modal-title').click();
    await dialog.getByRole('button', { name: 'OK' }).click();
  }
}
