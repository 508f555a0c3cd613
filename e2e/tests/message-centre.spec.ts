import { expect, test } from '@playwright/test';
import pg from 'pg';
import { MessageDrawer } from '../pages/message-drawer';
import { postgresUrl } from '../support/environment';
import { openSignedIn } from '../support/signed-in-state';

const account = 'demo.company';

/** A fresh system notice for the account (so a retry finds one too), and what the badge should then count. */
async function publishNotice(content: string): Promise<number> {
  const client = new pg.Client({ connectionString: postgresUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into messages (company_id, operator_id, module_type, message_type, content)
       select company_id, id, 0, 0, $2 from operators where account = $1`,
      [account, content],
    );
    const unread = await client.query<{ count: number }>(
      `select count(*)::int as count from messages m join operators o on o.id = m.operator_id
       where o.account = $1 and m.read_at is null and m.cleared_at is null`,
      [account],
    );
    return unread.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

test('the message drawer: badge, read on leaving a tab, clear, and the history keeps it', async ({
  page,
}) => {
  const content = `Upgrade window announced at ${Date.now()}`;
  const unread = await publishNotice(content);
  await openSignedIn(page, account);
  const messages = new MessageDrawer(page);
  await expect(messages.badge(unread)).toBeVisible();

  await messages.open();
  await expect(messages.item(content).getByRole('img', { name: 'Unread' })).toBeVisible();
  await expect(messages.tabUnread('System messages')).toBeVisible();
  await messages.switchTo('Rule alarms');
  await expect(messages.tabUnread('System messages')).toHaveCount(0);

  await messages.switchTo('System messages');
  await expect(messages.item(content)).toBeVisible();
  await messages.clear();
  await expect(messages.drawer().getByText('No messages')).toBeVisible();

  await messages.openHistory();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: content });
  await expect(row.getByText('Cleared')).toBeVisible();
  await expect(row.getByText('System upgrade notice')).toBeVisible();
});
