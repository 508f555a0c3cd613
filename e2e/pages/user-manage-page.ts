import { expect, type Page } from '@playwright/test';
import { RecordListPage } from './record-list-page';

export interface NewOperator {
  account: string;
  name: string;
  mobile?: string;
  /** An org of the tree, by its name. */
  org: string;
  /** A role the administrator may hand out, by its name. */
  role: string;
}

/** /sys/userManage: the operator list, the add dialog and the one-time password it answers. */
export class UserManagePage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/sys/userManage', 'Add operator');
  }

  override async goto(): Promise<void> {
    await super.goto();
    await expect(this.rows().first()).toBeVisible();
  }

  /** Adds an operator with a generated password and answers that password, read from the one-time dialog. */
  async addOperator(operator: NewOperator): Promise<string> {
    await this.addButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Add operator' });
    await dialog.getByLabel('Account').fill(operator.account);
    await dialog.getByLabel('Name', { exact: true }).fill(operator.name);
    if (operator.mobile) await dialog.getByLabel('Mobile number').fill(operator.mobile);
    await dialog.getByLabel('Organization').click({ force: true });
    await this.page.locator('.ant-select-tree-title').getByText(operator.org, { exact: true }).click();
    await dialog.getByLabel('Role', { exact: true }).click({ force: true });
    await this.page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${operator.role}"]`)
      .click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    const once = this.page.getByRole('dialog', { name: 'Temporary password' });
    await expect(once).toBeVisible();
    await expect(once.getByRole('row', { name: `Account ${operator.account}` })).toBeVisible();
    const password = (await once.getByTestId('one-time-secret').innerText()).trim();
    await once.getByRole('button', { name: 'I have saved it' }).click();
    await expect(once).toBeHidden();
    return password;
  }
}
