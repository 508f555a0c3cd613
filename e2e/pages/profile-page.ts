import { expect, type Page } from '@playwright/test';

/** /profile: personal information, change password, change mobile number. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.page.getByText('Personal information').first()).toBeVisible();
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.page.getByLabel('Current password').fill(current);
    await this.page.getByLabel('New password', { exact: true }).fill(next);
    await this.page.getByLabel('Confirm new password').fill(next);
    await this.page.getByRole('button', { name: 'Change password' }).click();
    await expect(this.page.locator('.ant-modal-confirm-title')).toHaveText('Password changed');
  }
}
