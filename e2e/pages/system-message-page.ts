import { expect, type Locator, type Page } from '@playwright/test';
import { tableRows } from './record-list-page';

export interface SystemNotice {
  company: string;
  /** An org of the company; the whole company when absent. */
  org?: string;
  content: string;
}

/** /systemMessage: the operator's system messages, and publishing a notice for carrier staff. */
export class SystemMessagePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/systemMessage');
    await expect(this.page.getByRole('button', { name: 'Search' })).toBeVisible();
  }

  publishButton(): Locator {
    return this.page.getByRole('button', { name: 'Publish system notice' });
  }

  /** Publishes through the dialog and accepts the confirmation naming whom it reaches. */
  async publish(notice: SystemNotice): Promise<void> {
    await this.publishButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Publish a system notice' });
    const company = dialog.getByRole('combobox', { name: 'Company' });
    await company.fill(notice.company);
    await expect(
      this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first(),
    ).toContainText(notice.company);
    await company.press('Enter');
    if (notice.org) {
      await dialog.getByRole('combobox', { name: 'Org' }).click();
      await this.page.locator('.ant-select-dropdown:visible').getByTitle(notice.org, { exact: true }).click();
    }
    await dialog.getByRole('textbox', { name: 'Notice' }).fill(notice.content);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await this.page
      .locator('.ant-modal-confirm')
      .filter({ hasText: 'Publish this notice?' })
      .getByRole('button', { name: 'OK' })
      .click();
  }

  row(text: string): Locator {
    return tableRows(this.page).filter({ hasText: text });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-message').getByText(text).last();
  }
}
