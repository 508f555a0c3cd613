import { expect, type Locator, type Page } from '@playwright/test';

/** The header bell with its unread badge, the message drawer behind it, and its history link. */
export class MessageDrawer {
  constructor(private readonly page: Page) {}

  /** The header badge when this many messages are unread. */
  badge(count: number): Locator {
    return this.page.getByTitle(`${count} unread messages`, { exact: true });
  }

  drawer(): Locator {
    return this.page.getByRole('dialog', { name: 'Message centre' });
  }

  async open(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Messages', exact: true }).click();
    await expect(this.drawer()).toBeVisible();
    return this.drawer();
  }

  tab(name: string): Locator {
    return this.drawer().getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  /** A tab's own unread badge, present only while it counts something. */
  tabUnread(name: string): Locator {
    return this.tab(name).getByTitle(/^\d+ unread$/);
  }

  item(content: string): Locator {
    return this.drawer().getByRole('listitem').filter({ hasText: content });
  }

  async switchTo(name: string): Promise<void> {
    // A click that lands while the tab bar re-measures its tabs (the drawer has just opened, a count changed) can
    // be lost, as a person would find on a slow machine (seen once in CI): click again until the tab is selected.
    await expect(async () => {
      await this.tab(name).click();
      await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** Clears the open tab, through its confirmation. */
  async clear(): Promise<void> {
    await this.drawer().getByRole('button', { name: 'Clear' }).click();
    const confirmation = this.page
      .locator('.ant-popover')
      .filter({ hasText: 'Clear all messages of this tab?' });
    await confirmation.getByRole('button', { name: 'Clear' }).click();
  }

  async openHistory(): Promise<void> {
    await this.drawer().getByRole('link', { name: 'View history' }).click();
    await expect(this.page).toHaveURL(/\/systemMessage$/);
  }
}
