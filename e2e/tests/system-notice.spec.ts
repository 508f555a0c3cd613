import { expect, test } from '@playwright/test';
import { SystemMessagePage } from '../pages/system-message-page';
import { openSignedIn } from '../support/signed-in-state';

test('carrier staff publish a system notice to their company and find it in the system messages', async ({
  page,
}) => {
  const content = `Planned maintenance window, published at ${Date.now()}`;
  await openSignedIn(page, 'admin');
  const messages = new SystemMessagePage(page);
  await messages.goto();

  await messages.publish({ company: 'simdesk Mobile', content });
  await expect(messages.toast(/Notice published to \d+ operators\./)).toBeVisible();
  // The publisher is one of the company's operators: the history, read again, lists it as unread.
  await expect(messages.row(content)).toContainText('System upgrade notice');
  await expect(messages.row(content)).toContainText('Unread');
});

test('a company operator is offered no publishing', async ({ page }) => {
  await openSignedIn(page, 'demo.company');
  const messages = new SystemMessagePage(page);
  await messages.goto();
  await expect(page.getByRole('columnheader', { name: 'Content' })).toBeVisible();
  await expect(messages.publishButton()).toHaveCount(0);
});
