import { expect, type Locator, type Page } from '@playwright/test';
import { openPage, tableRows } from './record-list-page';

/** What the enterprise registration form asks: the cards, the certificate and the responsible person. */
export interface EnterpriseRegistration {
  cards: readonly string[];
  enterpriseName: string;
  certificateNumber: string;
  personName: string;
  documentNumber: string;
  mobile: string;
}

/** /vehicleCard/realname/realnameManagement/orgBatchRn: enterprise registrations before sale. */
export class EnterpriseBatchListPage {
  constructor(private readonly page: Page) {}

  goto(): Promise<void> {
    return openPage(this.page, '/vehicleCard/realname/realnameManagement/orgBatchRn', this.registerButton());
  }

  private registerButton(): Locator {
    return this.page.getByRole('button', { name: 'Register cards to an enterprise' });
  }

  /** Fills the form (certificate type S and document type A, its defaults) and sends it; the batch's page opens. */
  async register(registration: EnterpriseRegistration): Promise<void> {
    await this.registerButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Register cards to an enterprise' });
    await dialog.getByRole('textbox', { name: 'Cards' }).fill(registration.cards.join('\n'));
    await dialog.getByRole('textbox', { name: 'Enterprise name' }).fill(registration.enterpriseName);
    await dialog.getByRole('textbox', { name: 'Certificate number' }).fill(registration.certificateNumber);
    await dialog.getByRole('textbox', { name: 'Full name' }).fill(registration.personName);
    await dialog.getByRole('textbox', { name: 'Document number' }).fill(registration.documentNumber);
    await dialog.getByRole('textbox', { name: 'Mobile' }).fill(registration.mobile);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/orgBatchRn\/detail\?id=\d+/);
  }
}

/** One enterprise registration: its progress, followed while the carrier answers, and its cards. */
export class EnterpriseBatchDetailPage {
  constructor(private readonly page: Page) {}

  /** Waits (the page refreshes itself) until every card is registered. */
  async expectAllRegistered(cards: number): Promise<void> {
    await expect(this.page.getByText(`Registered ${cards}`).filter({ visible: true }).first()).toBeVisible({
      timeout: 60_000,
    });
  }

  async openCard(iccid: string): Promise<void> {
    await tableRows(this.page).filter({ hasText: iccid }).getByRole('link', { name: iccid }).click();
    await expect(this.page).toHaveURL(/\/realnameList\/detail\?id=\d+/);
  }
}

/** One registration: masked facts, the carrier's answer, the history, and the reveal with a reason. */
export class RegistrationDetailPage {
  constructor(private readonly page: Page) {}

  /** Shows the personal data with a reason; answers the dialog that shows it (close it when read). */
  async reveal(reason: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Show personal data' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect(dialog.getByText(`Shown for: ${reason}`)).toBeVisible();
    return dialog;
  }

  history(): Locator {
    return this.page.locator('.ant-timeline');
  }
}
