import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';

/** /vehicleCard/cardLink/dataPoolManage and a pool's detail: the pools, a pool's members and their changes. */
export class DataPoolPages {
  constructor(private readonly page: Page) {}

  /** Reads the pools from the carrier again, and waits for the console to say so. */
  async syncNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Sync now' }).click();
    await expect(this.page.getByText(/Read \d+ pools with \d+ members/).last()).toBeVisible();
  }

  /** Opens a pool's detail from the list by its name. */
  async openPool(name: string): Promise<void> {
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'Add members' })).toBeVisible();
  }

  /** Opens a pool's detail by its address. */
  async gotoPool(groupId: string): Promise<void> {
    await this.page.goto(
      `/vehicleCard/cardLink/dataPoolManage/dataPoolDetail/${encodeURIComponent(groupId)}`,
    );
    await expect(this.page.getByRole('button', { name: 'Sync now' })).toBeVisible();
  }

  memberRows(): Locator {
    return tableRows(
      this.page.locator('.data-pool-detail-page .ant-card').filter({ hasText: 'Add members' }),
    );
  }

  /** Adds cards from the members' "Add members" dialog; answers the order number the console sent. */
  async addMembers(numbers: readonly string[]): Promise<number> {
    await this.page.getByRole('button', { name: 'Add members' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add members' });
    await dialog.getByRole('textbox', { name: 'Card numbers' }).fill(numbers.join('\n'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    const sent = this.page.getByText(/Order \d+ sent to the carrier/);
    await expect(sent).toBeVisible();
    await expect(dialog).toBeHidden();
    return Number(/Order (\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
  }

  /** Narrows the member list to one card number. */
  async findMember(cardNumber: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'ICCID or MSISDN' }).fill(cardNumber);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }
}
