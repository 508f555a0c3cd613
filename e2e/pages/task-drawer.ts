import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The task centre drawer behind the header button. */
export class TaskDrawer {
  constructor(private readonly page: Page) {}

  async open(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Task center' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'My tasks' });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** Downloads the newest task's result once it has succeeded. */
  async downloadNewestResult(drawer: Locator): Promise<Download> {
    const newest = drawer.getByRole('listitem').first();
    await expect(newest.getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
    const downloading = this.page.waitForEvent('download');
    await newest.getByRole('button', { name: 'Download' }).click();
    return downloading;
  }
}
