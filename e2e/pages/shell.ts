import { expect, type Locator, type Page } from '@playwright/test';

/** The main shell around every page: menus, page tabs, header actions, settings, messages. */
export class Shell {
  constructor(private readonly page: Page) {}

  /** The top menu: the first-level entries. */
  sections(): Locator {
    return this.page.getByRole('menu', { name: 'Sections', exact: true });
  }

  /** The chosen section's pages: the side menu, or the bar under the header in the top-menu layout. */
  sectionPages(): Locator {
    return this.page.getByRole('menu', { name: 'Pages of this section', exact: true });
  }

  async titlesOf(menu: Locator): Promise<string[]> {
    const titles = await menu.getByRole('menuitem').allInnerTexts();
    return titles.map((title) => title.trim());
  }

  /** A menu entry by its title; its accessible name starts with the icon's name, so match the end. */
  menuItem(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${escaped}$`) });
  }

  /** Opens a page from the menu: its section (or folded group) first, when the page is not in sight. */
  async openFromMenu(group: string, item: string): Promise<void> {
    const target = this.menuItem(item);
    // Until the page is the selected one: a click while the landing redirect after sign-in is still under
    // way is replaced by it, as it would be for a person.
    await expect(async () => {
      if (!(await target.isVisible())) await this.menuItem(group).click();
      await target.click();
      await expect(target).toHaveClass(/ant-menu-item-selected/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    // The pointer leaves the menu, as a person's does: an open pop-up menu would cover the page's top.
    await this.page.mouse.move(0, this.page.viewportSize()?.height ?? 0);
  }

  tabBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Open pages' });
  }

  tab(title: string): Locator {
    return this.tabBar().getByRole('tab', { name: title });
  }

  tabTitles(): Promise<string[]> {
    return this.tabBar().getByRole('tab').allInnerTexts();
  }

  async closeTab(title: string): Promise<void> {
    await this.tabBar().locator('.ant-tabs-tab', { hasText: title }).locator('.page-tab-close').click();
  }

  /** Runs a tab action (close right, left, all …) on a tab: select it, then the tab bar's action menu. */
  async tabAction(title: string, action: string): Promise<void> {
    await this.tab(title).click();
    await expect(this.tab(title)).toHaveAttribute('aria-selected', 'true');
    await this.tabBar().getByRole('button', { name: 'Tab actions' }).click();
    // One menu instance serves every tab, so at most one is open; wait for it to close again.
    const openMenus = this.page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await openMenus.getByRole('menuitem', { name: action }).click();
    await expect(openMenus).toHaveCount(0);
  }

  message(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text, { exact: true });
  }

  async openUserMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
    // antd's confirm keeps a hidden title for screen readers beside the visible one.
    await expect(this.page.locator('.ant-modal-confirm-title')).toHaveText(
      'Are you sure you would like to logout?',
    );
    await this.page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL(/\/user\/login/);
  }

  async openSettings(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Settings' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Settings' });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** Picks a language in the header by its own name (English, 简体中文 …); the button is named "Language" in each. */
  async chooseLanguage(buttonName: string, languageName: string): Promise<void> {
    // The button's name is its icon's, the word and the current language ('translation Language English').
    await this.page
      .getByRole('button', { name: new RegExp(`(^|\\s)${buttonName} `) })
      .first()
      .click();
    await this.page.getByRole('menuitem', { name: languageName }).click();
  }
}
