import { expect, type Locator, type Page } from '@playwright/test';

/** The card import dialog (SIM card list toolbar, carrier account rows). */
export class CardImportDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: 'Import cards' });
  }

  async openFromCardList(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Import' }).click();
    const dialog = this.dialog();
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Chooses a file (name and CSV text) and starts the import; answers the task id the dialog shows. */
  async importCsv(dialog: Locator, name: string, csv: string): Promise<string> {
    await dialog.locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const started = dialog.getByText(/Import started \(task \d+\)/);
    await expect(started).toBeVisible();
    const taskId = /task (\d+)/.exec((await started.textContent()) ?? '')?.[1];
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    return taskId ?? '';
  }
}
