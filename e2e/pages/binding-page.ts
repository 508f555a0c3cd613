import { expect, type Locator, type Page } from '@playwright/test';
import { openPage, tableRows } from './record-list-page';

/** /vehicleCard/cardLink/securityManagement/binding: each card's bound device, bind and unbind. */
export class BindingPage {
  constructor(private readonly page: Page) {}

  goto(): Promise<void> {
    return openPage(this.page, '/vehicleCard/cardLink/securityManagement/binding', this.cardFilter());
  }

  private cardFilter(): Locator {
    return this.page.getByRole('textbox', { name: 'ICCID or MSISDN' });
  }

  rows(): Locator {
    return tableRows(this.page.locator('.binding-page'));
  }

  /** The list as a link opened it: filtered to one card, that card's row only. */
  async expectFilteredTo(iccid: string): Promise<void> {
    await expect(this.cardFilter()).toHaveValue(iccid);
    await expect(this.rows()).toHaveCount(1);
    await expect(this.rows().first()).toContainText(iccid);
  }

  /** The binding of one card, found by its ICCID. */
  async filterByCard(iccid: string): Promise<Locator> {
    await this.cardFilter().fill(iccid);
    await this.page.getByRole('button', { name: 'Search' }).click();
    const row = this.rows().filter({ hasText: iccid });
    await expect(row).toHaveCount(1);
    return row;
  }

  /** Unbinds the card of a row, through the confirmation that asks first. */
  async unbind(row: Locator): Promise<void> {
    await row.getByRole('button', { name: 'Unbind' }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  }

  /** Binds the card of a row to a device IMEI from its Bind (or Rebind) dialog. */
  async bind(row: Locator, imei: string): Promise<void> {
    await row.getByRole('button', { name: /^(Bind|Rebind)$/ }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Device IMEI' }).fill(imei);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** /vehicleCard/cardLink/securityManagement/separate: the separation history. */
export class SeparationPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/vehicleCard/cardLink/securityManagement/separate');
    await expect(this.page.getByRole('button', { name: 'Export' })).toBeVisible();
  }

  rows(): Locator {
    return tableRows(this.page.locator('.separate-page'));
  }

  /** Opens the card of the newest separation from its ICCID link; answers that ICCID. */
  async openNewestCard(): Promise<string> {
    const link = this.rows().first().getByRole('link');
    const iccid = (await link.textContent()) ?? '';
    await link.click();
    return iccid;
  }
}
