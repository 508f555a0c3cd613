import { expect, type Locator, type Page } from '@playwright/test';
import { RecordListPage, tableRows } from './record-list-page';

/** /vehicleCard/cardLink/ruleManagement/ruleManage: the rules, their add/edit dialog with its dry run. */
export class RuleManagePage extends RecordListPage {
  constructor(page: Page) {
    super(page, '/vehicleCard/cardLink/ruleManagement/ruleManage', 'Add rule');
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Opens the add dialog and fills a monthly data rule (the form's default type) over `megabytes`. */
  async fillDataRule(name: string, megabytes: number): Promise<void> {
    await this.addButton().click();
    const dialog = this.dialog();
    await dialog.getByLabel('Rule name').fill(name);
    await dialog.getByLabel('Data threshold').fill(String(megabytes));
  }

  /** The dry run's answer: how many cards would trigger now. */
  async dryRun(): Promise<Locator> {
    await this.dialog().getByRole('button', { name: 'Dry run' }).click();
    const answer = this.dialog().getByText(/card\(s\) would trigger now/);
    await expect(answer).toBeVisible();
    return answer;
  }

  async save(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('The rule was added')).toBeVisible();
  }
}

/** /vehicleCard/cardLink/ruleManagement/ruleHistory: the triggers, optionally opened with ?ruleType=N. */
export class RuleHistoryPage {
  constructor(private readonly page: Page) {}

  async goto(ruleType?: number): Promise<void> {
    const query = ruleType === undefined ? '' : `?ruleType=${ruleType}`;
    await this.page.goto(`/vehicleCard/cardLink/ruleManagement/ruleHistory${query}`);
    await expect(this.page.getByRole('button', { name: 'Search' })).toBeVisible();
  }

  rows(ruleName: string): Locator {
    return tableRows(this.page).filter({ hasText: ruleName });
  }
}
