import { expect, type Locator, type Page } from '@playwright/test';
// The calls' entry: the e2e runner loads no locale texts (they stay in @simdesk/contract/locale-resources).
import {
  companyEditCall,
  editApiPushConfigCall,
  editMailConfigCall,
  type CallDefinition,
} from '@simdesk/contract/calls';

/** /sys/accountSetting: enterprise settings in tabs. */
export class AccountSettingPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/sys/accountSetting');
    await expect(this.page.getByRole('tab', { name: 'Basic information' })).toBeVisible();
  }

  async openTab(name: 'Basic information' | 'Mail server' | 'API push'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Saves the open tab and waits for its call's answer (an earlier "Saved" notice may still be showing). */
  private async save(call: CallDefinition): Promise<void> {
    const answered = this.page.waitForResponse((response) => response.url().endsWith(`/${call.path}`));
    await this.page.getByRole('tabpanel').getByRole('button', { name: 'Save', exact: true }).click();
    expect((await answered).ok()).toBe(true);
    await expect(this.page.locator('.ant-message').getByText('Saved', { exact: true }).last()).toBeVisible();
  }

  async setPlatformName(name: string): Promise<void> {
    await expect(this.field('Platform name')).not.toHaveValue('');
    await this.field('Platform name').fill(name);
    await this.save(companyEditCall);
  }

  /** Uploads a logo and waits until the header shows a different one: the upload is saved and read back. */
  async uploadLogo(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const shown = (await this.headerLogo().count()) > 0 ? await this.headerLogo().getAttribute('src') : null;
    await this.page.locator('input[type="file"]').setInputFiles(file);
    // Without a logo before, the header draws an inline mark: wait for an image to appear instead.
    if (shown === null) await expect(this.headerLogo()).toHaveAttribute('src', /^data:image\//);
    else await expect(this.headerLogo()).not.toHaveAttribute('src', shown);
  }

  async platformName(): Promise<string> {
    await expect(this.field('Platform name')).not.toHaveValue('');
    return this.field('Platform name').inputValue();
  }

  headerLogo(): Locator {
    return this.page.locator('.shell-logo img.brand-mark');
  }

  async saveMailServer(server: {
    host: string;
    port: number;
    username: string;
    password: string;
    from: string;
  }) {
    await this.openTab('Mail server');
    await expect(this.field('SMTP server')).toBeVisible();
    await this.field('SMTP server').fill(server.host);
    await this.field('Port').fill(String(server.port));
    const secure = this.field('TLS from the start (usually port 465)');
    if ((await secure.getAttribute('aria-checked')) === 'true') await secure.click();
    await this.field('User name').fill(server.username);
    await this.field('Password').fill(server.password);
    await this.field('Sender address').fill(server.from);
    await this.save(editMailConfigCall);
  }

  /** Sends the test mail and answers the dialog, for its success or failure text. */
  async sendTestMail(to: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Send test mail' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Send a test mail' });
    await dialog.getByLabel('Recipient').fill(to);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    return dialog;
  }

  /** Generates a signing key after the confirmation and answers it, read from the shown-once dialog. */
  async generateSigningKey(): Promise<string> {
    await this.openTab('API push');
    await this.page.getByRole('button', { name: 'Generate new key' }).click();
    await this.page.locator('.ant-modal-confirm').getByRole('button', { name: 'Generate new key' }).click();
    const shown = this.page.getByTestId('new-push-key');
    await expect(shown).toContainText('whsec_');
    const key = ((await shown.textContent()) ?? '').trim();
    await this.page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(this.page.getByTestId('masked-push-key')).toBeVisible();
    return key;
  }

  async savePush(url: string, events: string[]): Promise<void> {
    await this.field('Receiver address').fill(url);
    const enabled = this.field('Push events to this address');
    if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
    for (const event of events) await this.page.getByRole('checkbox', { name: event }).check();
    await this.save(editApiPushConfigCall);
  }

  async sendTestPush(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Send test push' }).click();
    const result = this.page.getByTestId('push-test-result');
    await expect(result).toBeVisible();
    return result;
  }
}
