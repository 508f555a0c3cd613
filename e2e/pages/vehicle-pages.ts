import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../support/choose-option';
import { openPage, tableRows } from './record-list-page';

/** /vehicleCard/realname/vehicleManagement/vehicleList: the vehicles, add one, open one. */
export class VehicleListPage {
  constructor(private readonly page: Page) {}

  goto(): Promise<void> {
    return openPage(this.page, '/vehicleCard/realname/vehicleManagement/vehicleList', this.vinFilter());
  }

  private vinFilter(): Locator {
    return this.page.getByRole('textbox', { name: 'VIN' }).first();
  }

  /** Adds a vehicle from the Add dialog: its VIN, model, and the status chosen. */
  async add(vehicle: { vin: string; model: string; status: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a vehicle' });
    await dialog.getByRole('textbox', { name: 'VIN' }).fill(vehicle.vin);
    await dialog.getByRole('textbox', { name: 'Model' }).fill(vehicle.model);
    await pickOption(this.page, dialog.getByRole('combobox', { name: 'Vehicle status' }), vehicle.status);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Filters the list to one VIN and opens that vehicle's page from its VIN link. */
  async open(vin: string): Promise<void> {
    await this.vinFilter().fill(vin);
    await this.page.getByRole('button', { name: 'Search' }).click();
    const row = tableRows(this.page).filter({ hasText: vin });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: vin }).click();
    await expect(this.page.getByRole('heading', { name: vin })).toBeVisible();
  }
}

/** The vehicle detail: its facts, cards, timeline and change requests. */
export class VehicleDetailPage {
  constructor(private readonly page: Page) {}

  /** Fits a card in the vehicle as its T-Box (the role the dialog offers first). */
  async fitCard(iccid: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Fit a card' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'ICCID' }).fill(iccid);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  cardRow(iccid: string): Locator {
    return tableRows(this.page).filter({ hasText: iccid });
  }

  /** Asks for a change of one field (its label in the dialog's select), with the reason. */
  async requestChange(field: string, value: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Request a change' }).click();
    const dialog = this.page.getByRole('dialog');
    await pickOption(this.page, dialog.getByRole('combobox', { name: 'Field' }), field);
    await dialog.getByRole('textbox', { name: 'New value' }).fill(value);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  }

  timeline(): Locator {
    return this.page.locator('.ant-timeline');
  }
}

/** /vehicleCard/realname/vehicleManagement/vehicleInfoChange: changes waiting for review. */
export class VehicleChangeReviewPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/vehicleCard/realname/vehicleManagement/vehicleInfoChange');
    await expect(this.page.getByText("Changes are asked for on a vehicle's page.")).toBeVisible();
  }

  /** Approves the waiting change of a VIN, through the confirmation that asks first. */
  async approve(vin: string): Promise<void> {
    const row = tableRows(this.page).filter({ hasText: vin });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Approve' }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve' }).click();
    // The page lists the waiting changes: an approved one says so and leaves the list.
    await expect(this.page.getByText(`Change of ${vin} approved`)).toBeVisible();
    await expect(row).toHaveCount(0);
  }
}
