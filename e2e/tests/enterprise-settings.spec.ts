import { expect, test } from '@playwright/test';
import { AccountSettingPage } from '../pages/account-setting-page';
import { noisePng, signatureVerifies, startPushReceiver, startSmtpPeer } from '../support/local-peers';
import { openSignedIn } from '../support/signed-in-state';

test('the platform name and the logo change the title and the header at once', async ({ page }) => {
  await openSignedIn(page, 'demo.company');
  const settings = new AccountSettingPage(page);
  await settings.goto();
  // Read, not assumed: a retry after a failure half-way starts from whatever name that attempt left.
  const original = await settings.platformName();
  await expect(page).toHaveTitle(`Enterprise settings - ${original}`);

  await settings.setPlatformName('Aurora Fleet Console');
  await expect(page).toHaveTitle('Enterprise settings - Aurora Fleet Console');
  await expect(page.locator('.shell-logo-name')).toHaveText('Aurora Fleet Console');

  // Random pixels do not compress: the PNG is megabytes, so the browser redraws it as a JPEG first.
  const photo = noisePng(1000, 800);
  expect(photo.length).toBeGreaterThan(819_200);
  await settings.uploadLogo({ name: 'logo.png', mimeType: 'image/png', buffer: photo });
  await expect(settings.headerLogo()).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  await settings.setPlatformName(original);
  await expect(page).toHaveTitle(`Enterprise settings - ${original}`);
});

test('a test mail arrives at the mail server through the saved settings', async ({ page }) => {
  const login = { username: 'console@aurora.example', password: 'Smtp-pass-2026' };
  const smtp = await startSmtpPeer(login);
  try {
    await openSignedIn(page, 'demo.company');
    const settings = new AccountSettingPage(page);
    await settings.goto();
    // The subject names the platform: read it rather than assume it, so this test stands on its own.
    const platformName = await settings.platformName();
    await settings.saveMailServer({
      host: '127.0.0.1',
      port: smtp.port,
      ...login,
      from: 'console@aurora.example',
    });
    const dialog = await settings.sendTestMail('fleet.ops@aurora.example');
    await expect(
      dialog.getByText('The mail server accepted the test mail for fleet.ops@aurora.example.'),
    ).toBeVisible();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ to: ['fleet.ops@aurora.example'], user: login.username });
    expect(smtp.mails[0]?.raw).toContain(`Subject: ${platformName}: test mail`);
  } finally {
    await smtp.close();
  }
});

test('a test push arrives signed at the receiver and its signature verifies', async ({ page }) => {
  const receiver = await startPushReceiver();
  try {
    await openSignedIn(page, 'demo.company');
    const settings = new AccountSettingPage(page);
    await settings.goto();
    const key = await settings.generateSigningKey();
    await settings.savePush(receiver.url, ['Card status changed']);
    const result = await settings.sendTestPush();
    await expect(result.getByText('Delivered')).toBeVisible();
    await expect(result.getByText('204', { exact: true })).toBeVisible();

    expect(receiver.pushes).toHaveLength(1);
    const push = receiver.pushes[0];
    if (!push) throw new Error('no push arrived');
    expect(JSON.parse(push.body)).toMatchObject({ type: 'card.status.changed' });
    expect(signatureVerifies(key, push)).toBe(true);
    expect(signatureVerifies(key, { ...push, body: push.body.replace('card', 'Card') })).toBe(false);
  } finally {
    await receiver.close();
  }
});
