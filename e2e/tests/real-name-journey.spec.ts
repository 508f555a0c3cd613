import { expect, test } from '@playwright/test';
import {
  EnterpriseBatchDetailPage,
  EnterpriseBatchListPage,
  RegistrationDetailPage,
} from '../pages/real-name-pages';
import { openSignedIn } from '../support/signed-in-state';
import { demoCardsInRange } from '../support/untouched-demo-cards';

// Made-up specimens with valid check characters.
const certificateNumber = '91440300708461136T';

test('a maker registers two cards to its sales company, follows the carrier to the end and reveals one holder with a reason', async ({
  page,
  request,
}) => {
  // Unregistered live maker cards the simulator holds, among those no other spec changes (indexes 170–199).
  const cards = (await demoCardsInRange(request, 'demo.company', 170, 30))
    .filter((card) => card.realNameStatus === 0 && [2, 6, 7].includes(card.cardStatus))
    .slice(0, 2)
    .map((card) => card.iccid);
  if (cards.length < 2) throw new Error('fewer than two unregistered demo cards in 170–199');

  await openSignedIn(page, 'demo.company');
  const batches = new EnterpriseBatchListPage(page);
  await batches.goto();
  await batches.register({
    cards,
    enterpriseName: 'Aurora Motors Sales Co.',
    certificateNumber,
    personName: '王芳',
    documentNumber: '11010519491231002X',
    mobile: '13900000002',
  });

  const batch = new EnterpriseBatchDetailPage(page);
  await batch.expectAllRegistered(2);
  const [first] = cards;
  if (!first) throw new Error('no card');
  await batch.openCard(first);

  const registration = new RegistrationDetailPage(page);
  await expect(page.getByText(certificateNumber)).toHaveCount(0);
  const shown = await registration.reveal('Sales asked to confirm the holder');
  await expect(shown).toContainText(certificateNumber);
  await expect(shown).toContainText('13900000002');
  await shown.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(registration.history()).toContainText('Personal data shown in clear');
  await expect(registration.history()).toContainText('Sales asked to confirm the holder');
  await expect(page.getByText(certificateNumber)).toHaveCount(0);
});
