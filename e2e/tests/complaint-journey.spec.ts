import { expect, test } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import { ComplaintEntryPage } from '../pages/complaint-entry-page';
import { Shell } from '../pages/shell';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

test('a company administrator files a complaint with a log, assigns it, resolves it and reads its history', async ({
  page,
  request,
}) => {
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const [cards] = await api.rowsOf<SimCardPage>('simcard-list/list', { pageSize: 20 });
  const card = cards?.cards.find((candidate) => candidate.msisdn !== null);
  if (!card?.msisdn) throw new Error('the demo has no card with an MSISDN');

  await openSignedIn(page, 'demo.company');
  await new Shell(page).openFromMenu('Enhanced network', 'Complaint entry');
  const complaints = new ComplaintEntryPage(page);
  await expect(complaints.addButton()).toBeVisible();

  const number = await complaints.file({
    cardNumber: card.msisdn,
    category: 'Slow data',
    description: 'Navigation map tiles load slowly on the ring road every evening.',
    attachment: {
      name: 'modem.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('AT+CSQ\r\n+CSQ: 9,99\r\n'),
    },
  });
  const drawer = complaints.drawer(number);
  await expect(drawer.locator('.ant-list').getByText('modem.log')).toBeVisible();
  await expect(drawer.getByText(card.iccid)).toBeVisible();

  await complaints.assign(number, 'Chen Jing');
  await complaints.move(number, 'Start processing', 'Asked the carrier for the cell load.');
  await complaints.move(number, 'Resolve', 'Cell upgraded by the carrier; speed is back to normal.');

  await expect(drawer.locator('.ant-descriptions').getByText('Resolved')).toBeVisible();
  const timeline = drawer.locator('.ant-timeline');
  for (const step of [
    'Filed the complaint',
    'Attached a file',
    'Assigned to Chen Jing',
    'New → Processing',
    'Processing → Resolved',
    'Cell upgraded by the carrier; speed is back to normal.',
  ]) {
    await expect(timeline.getByText(step)).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(complaints.row(card.iccid).first()).toContainText('Resolved');
});
