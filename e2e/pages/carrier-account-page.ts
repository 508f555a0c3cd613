import { expect, type Locator, type Page } from '@playwright/test';

export interface CarrierAccountFields {
  name: string;
  baseUrl: string;
  appId: string;
  password: string;
}

/** /sys/carrierAccount: carrier accounts with their add/edit dialog and row buttons. */
export class CarrierAccountPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sys/carrierAccount');
    await expect(this.page.getByRole('button', { name: 'Add account' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row', { hasText: name });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async add(fields: CarrierAccountFields): Promise<void> {
    await this.page.getByRole('button', { name: 'Add account' }).click();
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

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-message').getByText(text).last();
  }
}
