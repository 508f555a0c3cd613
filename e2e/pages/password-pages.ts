import { expect, type Page } from '@playwright/test';
import { latestSmsCode } from '../support/sms-outbox';

/** /user/forgetPass then /user/resetPass: a code to the bound mobile, then a new password. */
export class PasswordRecovery {
  constructor(private readonly page: Page) {}

  async requestReset(account: string, mobile: string): Promise<void> {
    await this.page.goto('/user/login');
    await this.page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(this.page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await this.page.getByLabel('Account').fill(account);
    await this.page.getByLabel('Mobile number').fill(mobile);
    const sentAfter = new Date(Date.now() - 1000);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    const code = await latestSmsCode(mobile, sentAfter);
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Next' }).click();
    await expect(this.page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  }

  async setNewPassword(password: string): Promise<void> {
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm new password').fill(password);
    await this.page.getByRole('button', { name: 'Save new password' }).click();
    await expect(this.page.locator('.ant-result-title')).toHaveText('Password changed');
  }

  async logInNow(): Promise<void> {
    await this.page.getByRole('button', { name: 'Log in now' }).click();
    await expect(this.page).toHaveURL(/\/user\/login/);
  }
}
