import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';
import { chooseOption } from '../support/choose-option';

/**
 * /vehicleCard/cardLink/simCardManagement/cardState: change orders and their cards; plus the card actions
 * (CardActionsBar) wherever they are mounted, driven by their accessible names.
 */
export class CardStatePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/vehicleCard/cardLink/simCardManagement/cardState');
    await expect(this.page.getByRole('textbox', { name: 'ICCID' })).toBeVisible();
  }

  rows(): Locator {
    return tableRows(this.page.locator('.card-state-page'));
  }

  /** The orders that include a card, found by its ICCID. */
  async filterByIccid(iccid: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'ICCID' }).fill(iccid);
    await this.page.getByRole('button', { name: 'Search' }).click();
  }

  /** Waits until the newest order shows this state ('Done', 'Partly failed', 'Failed' …); the page refreshes itself. */
  async expectNewestOrderState(state: string, timeout = 30_000): Promise<void> {
    await expect(this.rows().first()).toContainText(state, { timeout });
  }

  /** Opens an order's drawer and answers its card rows. */
  async openNewestOrder(): Promise<Locator> {
    await this.rows().first().click();
    const drawer = this.page.locator('.ant-drawer').filter({ hasText: 'Change order' });
    await expect(drawer).toBeVisible();
    return tableRows(drawer);
  }

  /** Cancels the newest order from its row, through the confirmation that asks first. */
  async cancelNewestOrder(): Promise<void> {
    await this.rows().first().getByRole('button', { name: 'Cancel order' }).click();
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel order' }).click();
  }

  /** A batch status change of pasted numbers, from the page's "New batch change". */
  async startBatchChange(numbers: readonly string[], targetStatus: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New batch change' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Batch status change' });
    await dialog.getByRole('textbox', { name: 'Card numbers' }).fill(numbers.join('\n'));
    await chooseOption(this.page, dialog.getByRole('combobox', { name: 'New status' }), targetStatus);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Start' }).click();
    await acceptConfirmation(this.page, 'Start the batch change?');
  }
}

/** Accepts antd's confirmation (modal.confirm) that carries this title. */
async function acceptConfirmation(page: Page, title: string): Promise<void> {
  await page
    .locator('.ant-modal-confirm')
    .filter({ hasText: title })
    .getByRole('button', { name: 'OK' })
    .click();
}

/** The card actions bar (card detail header): change status through its dialog and confirmation. */
export class CardActions {
  constructor(private readonly page: Page) {}

  async changeStatus(targetStatus: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Change status' }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Change the status of card' });
    await chooseOption(this.page, dialog.getByRole('combobox', { name: 'New status' }), targetStatus);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await acceptConfirmation(this.page, 'Change the card status?');
  }

  async sendSms(content: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Send SMS' }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Send an SMS to card' });
    await dialog.getByRole('textbox', { name: 'Message' }).fill(content);
    await dialog.getByRole('button', { name: 'Send' }).click();
  }
}
