import { expect, test } from '@playwright/test';
import type { BindingPage as BindingListPage } from '@simdesk/contract/modules/security';
import { demoCardNumbers } from '../../apps/carrier-sim/src/seed/demo-cards';
import { BindingPage, SeparationPage } from '../pages/binding-page';
import { CardDetailPage } from '../pages/card-detail-page';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const account = 'demo.company';
const boundStatus = 1;

test('an operator unbinds a card, binds it to its device again and reads the separation history', async ({
  page,
  request,
}) => {
  // A bound demo card that no other spec changes (indexes 250–289).
  const api = new ConsoleApi(request);
  await api.signIn(account);
  const numbers = new Set(Array.from({ length: 40 }, (_, offset) => demoCardNumbers(250 + offset).iccid));
  const [listed] = await api.rowsOf<BindingListPage>('binding/list', {
    bindingStatus: [boundStatus],
    pageSize: 100,
  });
  const card = listed?.bindings.find((binding) => numbers.has(binding.iccid) && binding.lastSeenImei);
  const imei = card?.lastSeenImei;
  if (!card || !imei) throw new Error('no bound demo card in 250–289');

  await openSignedIn(page, account);
  const bindings = new BindingPage(page);
  await bindings.goto();
  const row = await bindings.filterByCard(card.iccid);
  await expect(row).toContainText('Bound');

  await bindings.unbind(row);
  await expect(row).toContainText('Unbound');

  // The device the network last saw the card in: bound again at once.
  await bindings.bind(row, imei);
  await expect(row).toContainText(imei);
  await expect(row).toContainText('Bound');

  const separations = new SeparationPage(page);
  await separations.goto();
  await expect(separations.rows().first()).toBeVisible();
  const opened = await separations.openNewestCard();
  await expect(page).toHaveURL(/cardDetail\?cardId=\d+/);
  await expect(page.getByRole('heading', { name: opened })).toBeVisible();

  // From the card's page back to its binding: the list opens filtered to that card.
  await new CardDetailPage(page).openBinding();
  await bindings.expectFilteredTo(opened);
});
