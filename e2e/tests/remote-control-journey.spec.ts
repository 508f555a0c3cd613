import { expect, test } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import { IpCertificationPage, RemoteControlPage } from '../pages/remote-control-pages';
import { Shell } from '../pages/shell';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const activated = 2;

test('a company administrator writes a command template, sends it to vehicles and reads their replies', async ({
  page,
  request,
}) => {
  // The carrier reports delivery 3–90 s after a send and the device replies a few seconds later.
  test.setTimeout(240_000);
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const [list] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    cardStatus: [activated],
    pageSize: 50,
  });
  // From the end of the list: the first active cards are other specs' to change. Three cards: about one
  // command in ten fails at the carrier or gets no reply.
  const iccids = [...(list?.cards ?? [])]
    .reverse()
    .slice(0, 3)
    .map((card) => card.iccid);
  expect(iccids).toHaveLength(3);

  await openSignedIn(page, 'demo.company');
  await new Shell(page).openFromMenu('Enhanced network', 'SMS remote control');
  const remoteControl = new RemoteControlPage(page);
  await expect(remoteControl.addButton()).toBeVisible();
  await remoteControl.addTemplate({
    name: 'Fleet status check',
    kind: 'Vehicle status',
    content: 'STATUS {time}',
    expectedReply: 'STATUS IGN',
  });
  const result = await remoteControl.sendFromTemplate('Fleet status check', iccids);
  for (const iccid of iccids) await expect(result.getByRole('row', { name: iccid })).toContainText('Sent');
  await remoteControl.closeResult(result);

  // Back on the trail: each command is submitted, then the page follows the carrier's delivery reports.
  const commands = remoteControl.commandRows().filter({ hasText: 'Fleet status check' });
  await expect(commands).toHaveCount(3);
  const replied = commands.filter({ hasText: 'Replied' }).first();
  await expect(replied).toContainText('STATUS IGN=', { timeout: 180_000 });
  await expect(replied).not.toContainText('Not the expected reply');
  await expect(replied).toContainText('as of');
});

test('a company administrator submits a destination list, approves it and sees the carrier work order', async ({
  page,
}) => {
  await openSignedIn(page, 'demo.company');
  await new Shell(page).openFromMenu('Enhanced network', 'Vehicle network certification');
  const certification = new IpCertificationPage(page);
  await expect(certification.addButton()).toBeVisible();
  await certification.submit({
    name: 'Telematics back end',
    destinations: ['47.100.0.0/16', '139.196.12.0/24'],
    note: 'The T-Box reports to our cloud.',
  });
  const row = certification.row('Telematics back end');
  await expect(row).toContainText('Pending review');

  await certification.approve('Telematics back end');
  await expect(row).toContainText('Approved');
  // The carrier reviews white-list work orders on working days: the order shows as submitted, with when the
  // review is expected and when the carrier was last asked.
  await expect(row).toContainText('Submitted');
  await expect(row).toContainText('review expected');
  await expect(row).toContainText('as of');
});
