import { expect, type Locator, type Page } from '@playwright/test';
import { RecordListPage } from './record-list-page';

/** Which buttons to leave ticked on a page of a new role (every other button of the page is unticked). */
export interface PageGrantChoice {
  /** The page's title as the tree shows it, e.g. 'System logs'. */
  page: string;
  buttons: string[];
}

/** /sys/roleManage: the role list and the role editor drawer with its tree of pages and buttons. */
export class RoleManagePage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/sys/roleManage', 'Add role');
  }

  private editor(): Locator {
    return this.page.getByRole('dialog', { name: /role/i });
  }

  private treeNode(title: string): Locator {
    return this.editor()
      .locator('.ant-tree-treenode')
      .filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** Creates a role that grants only the given pages, each with only the given buttons. */
  async createRole(name: string, roleType: string, grants: readonly PageGrantChoice[]): Promise<void> {
    await this.addButton().click();
    const editor = this.editor();
    await expect(editor.getByText('Pages and buttons')).toBeVisible();
    await editor.getByLabel('Role name').fill(name);
    await editor.getByRole('combobox', { name: 'Role type' }).click();
    await this.page.locator('.ant-select-item-option', { hasText: roleType }).click();
    for (const grant of grants) {
      await this.treeNode(grant.page).locator('.ant-tree-checkbox').click();
      const buttons = editor.getByRole('group', { name: `Buttons on ${grant.page}` });
      for (const box of await buttons.getByRole('checkbox').all()) {
        const label = (await box.locator('xpath=ancestor::label').innerText()).trim();
        if (grant.buttons.includes(label)) await expect(box).toBeChecked();
        else await box.uncheck();
      }
    }
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }
}
