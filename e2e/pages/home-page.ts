import { expect, type Locator, type Page } from '@playwright/test';

/** /vehicleCard/dashboard: the overview, the lifecycle shortcuts and their customisation dialog. */
export class HomePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/vehicleCard/dashboard');
    await expect(this.page.getByText('Lifecycle shortcuts')).toBeVisible();
  }

  /** One stage of the lifecycle panel, by its title. */
  stage(name: string): Locator {
    return this.page.locator('.lifecycle-panel').getByRole('region', { name });
  }

  async openCustomise(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Customise' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Customise lifecycle shortcuts' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async saveCustomise(dialog: Locator): Promise<void> {
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Shortcuts saved')).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}

/** The header's quick search bar. */
export class QuickSearchBar {
  constructor(private readonly page: Page) {}

  bar(): Locator {
    return this.page.getByRole('search');
  }

  async search(kind: string, number: string): Promise<void> {
    const kindSelect = this.bar().getByRole('combobox', { name: 'Search by' });
    await kindSelect.click();
    await this.page.getByRole('option', { name: kind, exact: true }).click();
    const box = this.bar().getByRole('searchbox', { name: 'Quick search' });
    await box.fill(number);
    await box.press('Enter');
  }
}
