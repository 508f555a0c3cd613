import { expect, test } from '@playwright/test';
import type { CallRow } from '@simdesk/contract';
import type { callRecordListCall, pushRecordListCall } from '@simdesk/contract/modules/call-records';
import { PushRecordPage, ReceiveRecordPage } from '../pages/call-record-pages';
import { Shell } from '../pages/shell';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const pushConfig = (enabled: boolean) => ({
  url: 'https://hooks.aurora-motors.example/simdesk',
  enabled,
  events: ['card.usage.alarm'],
});

test('a company administrator reads a card’s records, then resends a push to the company’s endpoint', async ({
  page,
  request,
}) => {
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const [records] = await api.rowsOf<CallRow<typeof callRecordListCall>>('call-record/list', { pageSize: 1 });
  const record = records?.records[0];
  if (!record?.msisdn) throw new Error('the demo has no call detail record with an MSISDN');
  const [pushes] = await api.rowsOf<CallRow<typeof pushRecordListCall>>('push-record/list', { pageSize: 1 });
  const push = pushes?.records[0];
  if (!push) throw new Error('the demo has no push');
  // The resend needs the company's push on; it is put back off at the end.
  await api.rowsOf('company/reset-app-push-key');
  await api.rowsOf('company/edit-api-push-config', pushConfig(true));

  try {
    await openSignedIn(page, 'demo.company');
    const shell = new Shell(page);
    await shell.openFromMenu('Call detail records', 'Received records');
    const received = new ReceiveRecordPage(page);
    await expect(received.rows().first()).toBeVisible();
    await received.filterBy('Card numbers', record.msisdn);
    // The unfiltered list may already start with this card: wait until no row of another card is left.
    await expect(received.rows().filter({ hasNotText: record.iccid })).toHaveCount(0);
    await expect(received.rows().first()).toContainText(record.iccid);
    await expect(received.totals()).toContainText('records');
    await expect(received.freshness().first()).toBeVisible();

    await shell.openFromMenu('Call detail records', 'Push records');
    const pushed = new PushRecordPage(page);
    await expect(pushed.health()).toContainText('hooks.aurora-motors.example');
    await pushed.resend(push.eventId);
    // The pusher may try the queued push before the list refreshes (its status then moves on from Queued); the
    // push's details count the resend whatever the attempt did.
    await pushed.openDetails(push.eventId);
    await expect(pushed.details()).toContainText(`Sent again ${push.resendCount + 1} time(s)`);
  } finally {
    await api.rowsOf('company/edit-api-push-config', pushConfig(false));
  }
});
