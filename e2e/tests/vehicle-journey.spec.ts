import { expect, test } from '@playwright/test';
import { vinCheckCharacter } from '@simdesk/contract/rules';
import { VehicleChangeReviewPage, VehicleDetailPage, VehicleListPage } from '../pages/vehicle-pages';
import { openSignedIn } from '../support/signed-in-state';
import { demoCardsInRange } from '../support/untouched-demo-cards';

/** A VIN no demo vehicle has, new each run: the run's clock in its serial, and the right check character. */
function newVin(): string {
  const serial = String(Date.now() % 100_000_000).padStart(8, '0');
  const draft = `LE2E0A010${serial}`;
  return `${draft.slice(0, 8)}${vinCheckCharacter(draft) ?? '0'}${draft.slice(9)}`;
}

test('a maker adds a vehicle, fits its T-Box card and asks for a plate change that the carrier approves', async ({
  browser,
  request,
}) => {
  // A maker card fitted in no vehicle, among the demo cards no other spec changes (indexes 140–169).
  const cards = await demoCardsInRange(request, 'demo.company', 140, 30);
  const card = cards.find((candidate) => candidate.vin === null);
  if (!card) throw new Error('no unfitted demo card in 140–169');
  const vin = newVin();

  const maker = await browser.newPage();
  await openSignedIn(maker, 'demo.company');
  const list = new VehicleListPage(maker);
  await list.goto();
  await list.add({ vin, model: 'Aurora E6', status: 'For sale' });
  await list.open(vin);

  const detail = new VehicleDetailPage(maker);
  await detail.fitCard(card.iccid);
  await expect(detail.cardRow(card.iccid)).toContainText('T-Box');
  await detail.requestChange('Plate number', '沪AD54321', 'Plate issued after sale');
  await expect(maker.getByText('Pending review')).toBeVisible();
  const vehicleUrl = maker.url();

  // Another operator reviews: the carrier administrator approves.
  const carrier = await browser.newPage();
  await openSignedIn(carrier, 'admin');
  const review = new VehicleChangeReviewPage(carrier);
  await review.goto();
  await review.approve(vin);

  await carrier.goto(vehicleUrl);
  await expect(carrier.getByText('沪AD54321').first()).toBeVisible();
  await expect(new VehicleDetailPage(carrier).timeline()).toContainText('Reviewed change applied');
  await expect(new VehicleDetailPage(carrier).timeline()).toContainText(`Card ${card.iccid} fitted`);
});
