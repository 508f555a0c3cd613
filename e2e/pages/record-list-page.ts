import { expect, type Locator, type Page } from '@playwright/test';

/** The data rows of the tables in `scope` (the page, or a drawer on it). */
export function tableRows(scope: Page | Locator): Locator {
  return scope.locator('.ant-table-tbody tr.ant-table-row');
}

/** Opens a page by its path and waits until `ready` (its filter bar's first field, say) can be used. */
export async function openPage(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await expect(ready).toBeVisible();
}

/** A list page whose add button shows once it has opened: its path, its rows and that button. */
export class RecordListPage {
  constructor(
    protected readonly page: Page,
    private readonly path: string,
    private readonly addButtonName: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.addButton()).toBeVisible();
  }

  addButton(): Locator {
    return this.page.getByRole('button', { name: this.addButtonName });
  }

  rows(): Locator {
    return tableRows(this.page);
  }

  /** The row that shows `text` (an account, a name). */
  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }
}
