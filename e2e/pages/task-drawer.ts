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

  /**
   * The newest task whose file name matches: other specs may sign in as the same account at the same time,
   * so "the newest task" alone could be theirs.
   */
  task(drawer: Locator, fileName: string | RegExp): Locator {
    return drawer.getByRole('listitem').filter({ hasText: fileName }).first();
  }

  /** Downloads that task's result once it has succeeded. */
  async downloadResult(drawer: Locator, fileName: string | RegExp): Promise<Download> {
    const task = this.task(drawer, fileName);
    await expect(task.getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
    const downloading = this.page.waitForEvent('download');
    await task.getByRole('button', { name: 'Download' }).click();
    return downloading;
  }
}
