import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from '../support/choose-option';
import type { SpecimenPictures } from '../support/specimen-pictures';
import { openPage, tableRows } from './record-list-page';

/** /vehicleCard/realname/apiManagement/collecting: the owner links a dealer sends at sale. */
export class OwnerLinkListPage {
  constructor(private readonly page: Page) {}

  goto(): Promise<void> {
    return openPage(this.page, '/vehicleCard/realname/apiManagement/collecting', this.sendButton());
  }

  private sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send owner link' });
  }

  /** Creates the link of a card and answers its address, shown this once. */
  async sendLink(cardNumber: string): Promise<string> {
    await this.sendButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Send the owner a registration link' });
    await dialog.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const address = dialog.locator('.owner-link-address');
    await expect(address).toContainText('/serviceHall?token=');
    const link = (await address.textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    return link;
  }

  /** Opens the newest link of a card, then the registration it became. */
  async openRegistrationOf(iccid: string): Promise<void> {
    await tableRows(this.page).filter({ hasText: iccid }).first().getByRole('link', { name: iccid }).click();
    await expect(this.page).toHaveURL(/\/collectingDetail\?id=\d+/);
    await this.page.getByRole('link', { name: /Registration #\d+/ }).click();
    await expect(this.page).toHaveURL(/\/realnameList\/detail\?id=\d+/);
  }
}

/** /serviceHall on the owner's phone: ID card pictures, confirmation with consent, a live photo, the answer. */
export class ServiceHallPage {
  constructor(private readonly page: Page) {}

  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.page.getByText('Photograph the front and the back of your ID card')).toBeVisible();
  }

  async upload(side: 'front' | 'back', file: string): Promise<void> {
    await this.page
      .getByLabel(side === 'front' ? 'Upload front' : 'Upload back', { exact: true })
      .setInputFiles(file);
  }

  /** The warning of a side, once the card is read (OCR takes a few seconds). */
  warning(text: string): Locator {
    return this.page.getByText(text).first();
  }

  async expectBothSidesReadClearly(): Promise<void> {
    await expect(this.page.getByText('Read clearly')).toHaveCount(2, { timeout: 120_000 });
  }

  /** Checks the fields read from the card, gives the mobile and the consent. */
  async confirm(pictures: SpecimenPictures, mobile: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Next' }).click();
    await expect(this.page.getByRole('textbox', { name: 'ID number' })).toHaveValue(pictures.person.idNumber);
    await expect(this.page.getByRole('textbox', { name: 'Name' })).toHaveValue(pictures.person.name);
    await this.page.getByRole('textbox', { name: 'Your mobile number' }).fill(mobile);
    await this.page
      .getByRole('checkbox', { name: 'I agree to the use of my personal data for this registration' })
      .check();
    await this.page.getByRole('button', { name: 'Confirm and continue' }).click();
  }

  async takeLivePhoto(file: string): Promise<void> {
    await this.page.getByLabel('Upload photo', { exact: true }).setInputFiles(file);
  }

  /** Waits (the page asks every few seconds) for the carrier's registration. */
  async expectRegistered(): Promise<void> {
    await expect(this.page.getByText('Submitted — the carrier answers within minutes')).toBeVisible({
      timeout: 30_000,
    });
    await expect(this.page.getByText('Registered', { exact: true })).toBeVisible({ timeout: 180_000 });
  }
}

/** /vehicleCard/realname/realnameManagement/batchLogout: deregistrations. */
export class DeregistrationListPage {
  constructor(private readonly page: Page) {}

  goto(): Promise<void> {
    return openPage(this.page, '/vehicleCard/realname/realnameManagement/batchLogout', this.button());
  }

  private button(): Locator {
    return this.page.getByRole('button', { name: 'Deregister cards' });
  }

  /** Deregisters cards for a reason, confirming; the deregistration's page opens and follows the carrier. */
  async deregister(cards: readonly string[], reason: string): Promise<void> {
    await this.button().click();
    const dialog = this.page.getByRole('dialog', { name: 'Deregister cards' });
    await dialog.getByRole('textbox', { name: 'Cards' }).fill(cards.join('\n'));
    await pickOption(this.page, dialog.getByRole('combobox', { name: 'Reason' }), reason);
    await dialog.getByRole('button', { name: 'Deregister', exact: true }).click();
    await this.page
      .getByRole('dialog', { name: /Deregister \d+ cards\?/ })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(this.page).toHaveURL(/\/batchLogout\/detail\?id=\d+/);
    await expect(
      this.page.getByText(`Deregistered ${cards.length}`).filter({ visible: true }).first(),
    ).toBeVisible({
      timeout: 60_000,
    });
  }
}
