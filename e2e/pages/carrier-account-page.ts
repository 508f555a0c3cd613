import { expect, type Locator, type Page } from '@playwright/test';
import { RecordListPage } from './record-list-page';

export interface CarrierAccountFields {
  name: string;
  baseUrl: string;
  appId: string;
  password: string;
}

/** /sys/carrierAccount: carrier accounts with their add/edit dialog and row buttons. */
export class CarrierAccountPage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/sys/carrierAccount', 'Add account');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async add(fields: CarrierAccountFields): Promise<void> {
    await this.addButton().click();
    const dialog = this.dialog();
    await dialog.getByLabel('Account name').fill(fields.name);
    await dialog.getByLabel('Carrier platform address').fill(fields.baseUrl);
    await dialog.getByLabel('App ID').fill(fields.appId);
    await dialog.getByLabel('Password').fill(fields.password);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('The carrier account was added')).toBeVisible();
    await expect(this.row(fields.name)).toBeVisible();
  }

  async changePassword(name: string, password: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Edit' }).click();
    await this.dialog().getByLabel('Password').fill(password);
    await this.dialog().getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Saved')).toBeVisible();
  }

  async check(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Check' }).click();
  }

  async delete(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Delete' }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(this.toast('The carrier account was deleted')).toBeVisible();
  }

  /** Starts the account's usage sync from its row. */
  async syncUsageNow(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: 'Sync usage now' }).click();
  }

  /** Where the account's usage sync stands, as its column shows it. */
  usageSync(name: string): Locator {
    return this.row(name).locator('.usage-sync-cell');
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-message').getByText(text).last();
  }
}
