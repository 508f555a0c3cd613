import { expect, type Page } from '@playwright/test';
import { e2eDemoPassword } from '../support/environment';
import { latestSmsCode } from '../support/sms-outbox';

/** /user/login: the password and SMS code forms, and the user agreement a first sign-in asks for. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/user/login');
    await expect(this.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  }

  async submitPassword(account: string, password: string): Promise<void> {
    await this.page.getByLabel('Account').fill(account);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Signs in and accepts the user agreement when the account has not yet. */
  async signIn(account: string, password = e2eDemoPassword): Promise<void> {
    await this.goto();
    await this.submitPassword(account, password);
    await this.acceptAgreementIfAsked();
  }

  async signInWithSmsCode(mobile: string): Promise<void> {
    await this.goto();
    await this.page.getByRole('tab', { name: 'SMS code' }).click();
    await this.page.getByLabel('Mobile number').fill(mobile);
    const sentAfter = new Date(Date.now() - 1000);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    const code = await latestSmsCode(mobile, sentAfter);
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await this.acceptAgreementIfAsked();
  }

  async acceptAgreementIfAsked(): Promise<void> {
    const agree = this.page.getByRole('button', { name: 'I agree' });
    const dashboardOrAgreement = this.page
      .getByRole('dialog', { name: 'User agreement' })
      .or(this.page.getByRole('button', { name: 'Account menu' }));
    await expect(dashboardOrAgreement.first()).toBeVisible();
    if (await agree.isVisible()) await agree.click();
    await expect(this.page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }

  refusal() {
    return this.page.getByRole('alert');
  }
}
