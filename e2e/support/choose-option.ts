import { expect, type Locator, type Page } from '@playwright/test';

/** Chooses an option of a searchable antd select by typing its label: no dropdown animation to wait out. */
export async function chooseOption(page: Page, combobox: Locator, label: string): Promise<void> {
  await combobox.fill(label);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toContainText(
    label,
  );
  await combobox.press('Enter');
}

/** Picks an option of a select that takes no typing, by its whole text, from its open dropdown. */
export async function pickOption(page: Page, combobox: Locator, text: string): Promise<void> {
  await combobox.click();
  const whole = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: whole })
    .click();
}
