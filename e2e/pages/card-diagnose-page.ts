import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';

/** Waits for the console's notice that an order was sent, and answers the order's number in it. */
async function sentOrderNumber(page: Page, notice: RegExp): Promise<number> {
  const sent = page.locator('.ant-message').getByText(notice);
  await expect(sent).toBeVisible();
  return Number(/\d+/.exec((await sent.textContent()) ?? '')?.[0]);
}

/** /vehicleCard/enhancedNetwork/cardDiagnose: a card found by any number, its checks and their fixes. */
export class CardDiagnosePage {
  static readonly path = '/vehicleCard/enhancedNetwork/cardDiagnose';

  constructor(private readonly page: Page) {}

  /** Diagnoses the card and waits for its checks. */
  async diagnose(cardNumber: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await this.page.getByRole('button', { name: 'Diagnose', exact: true }).click();
    await expect(this.check('Status and stop reason')).toBeVisible();
  }

  /** The row of one check, by its name as the table shows it. */
  check(name: string): Locator {
    return tableRows(this.page.locator('.diagnosis-checks')).filter({ hasText: name });
  }

  verdict(): Locator {
    return this.page.locator('.diagnosis-verdict');
  }

  /** Applies a check's suggested fix and answers the order number the console reports. */
  async applyFix(checkName: string, fixName: string): Promise<number> {
    await this.check(checkName).getByRole('button', { name: fixName }).click();
    return sentOrderNumber(this.page, /^Order \d+:/);
  }

  /** The console's latest changes of the card, one row per order. */
  change(orderId: number): Locator {
    return tableRows(this.page.locator('.diagnosis-changes')).filter({
      has: this.page.getByRole('cell', { name: String(orderId), exact: true }),
    });
  }
}

/** /vehicleCard/enhancedNetwork/cardStatusReset: one card's reset and the list of resets. */
export class CardStatusResetPage {
  static readonly path = '/vehicleCard/enhancedNetwork/cardStatusReset';

  constructor(private readonly page: Page) {}

  /** Resets one card's session and answers the order number the console reports. */
  async reset(cardNumber: string): Promise<number> {
    await this.page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await this.page.getByRole('button', { name: 'Reset session' }).click();
    return sentOrderNumber(this.page, /Reset order \d+ sent/);
  }

  order(orderId: number): Locator {
    return tableRows(this.page.locator('.card-status-reset-page')).filter({
      has: this.page.getByRole('cell', { name: String(orderId), exact: true }),
    });
  }
}
