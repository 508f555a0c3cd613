import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { vinCheckCharacter } from '@simdesk/contract/rules';
import {
  DeregistrationListPage,
  OwnerLinkListPage,
  ServiceHallPage,
} from '../pages/owner-registration-pages';
import { RegistrationDetailPage } from '../pages/real-name-pages';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn, type SignedInAccount } from '../support/signed-in-state';
import { writeSpecimenPictures, type SpecimenPictures } from '../support/specimen-pictures';
import { demoCardsInRange } from '../support/untouched-demo-cards';

/** A VIN no demo vehicle has, new each run: the run's clock in its serial, and the right check character. */
function newVin(): string {
  const serial = String(Date.now() % 100_000_000).padStart(8, '0');
  const draft = `LSWNR2A01${serial}`;
  return `${draft.slice(0, 8)}${vinCheckCharacter(draft) ?? '0'}${draft.slice(9)}`;
}

/** The maker adds a vehicle for sale and fits the card as its T-Box. */
async function fitInNewVehicle(request: APIRequestContext, iccid: string): Promise<void> {
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const [vehicle] = await api.rowsOf<{ id: number }>('vehicle/add', {
    vin: newVin(),
    model: 'Aurora E6',
    vehicleStatus: 3,
    origin: 1,
    vehicleType: 1,
    fuelType: 1,
  });
  await api.rowsOf('vehicle/fit-card', { vehicleId: vehicle?.id, iccid, role: 1 });
}

/** A console page of its own (its own session) for one of the journey's operators. */
async function consoleOf(browser: Browser, account: SignedInAccount): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, account);
  return page;
}

/** The owner on a phone: pictures (a cut front retaken first when `retakeCutFront`), data, live photo, answer. */
async function registerOnPhone(
  browser: Browser,
  link: string,
  pictures: SpecimenPictures,
  retakeCutFront: boolean,
) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const hall = new ServiceHallPage(await phone.newPage());
  await hall.open(link);
  if (retakeCutFront) {
    await hall.upload('front', pictures.frontCut);
    await expect(hall.warning('ID border incomplete')).toBeVisible({ timeout: 60_000 });
    await expect(hall.warning('Hold the phone so that the whole card')).toBeVisible();
  }
  await hall.upload('front', pictures.front);
  await hall.upload('back', pictures.back);
  await hall.expectBothSidesReadClearly();
  await hall.confirm(pictures, '13912345678');
  await hall.takeLivePhoto(pictures.livePhoto);
  await hall.expectRegistered();
  await phone.close();
}

test('a dealer sends an owner link, the owner registers on a phone, and an owner change registers the next owner', async ({
  browser,
  request,
}, testInfo) => {
  // Two owners' OCR reads and two carrier answers: 1.6 min alone here, minutes when the workers share two cores.
  test.setTimeout(360_000);
  // A live, unregistered card of the dealer's org fitted in no vehicle, among the indexes no other spec changes
  // (200–239), sold in a new vehicle: the maker adds the vehicle and fits the card (set up through the API).
  const card = (await demoCardsInRange(request, 'demo.dealer', 200, 40)).find(
    (candidate) =>
      candidate.vin === null && candidate.realNameStatus === 0 && [2, 6, 7].includes(candidate.cardStatus),
  );
  if (!card) throw new Error('no unregistered unfitted card of the dealer in the demo indexes 200–239');
  await fitInNewVehicle(request, card.iccid);

  const dealer = await consoleOf(browser, 'demo.dealer');
  const links = new OwnerLinkListPage(dealer);
  await links.goto();
  const firstOwner = await writeSpecimenPictures(testInfo.outputPath('pictures'), 21);
  await registerOnPhone(browser, await links.sendLink(card.iccid), firstOwner, true);

  // The owner sells the car: the maker deregisters the card, the dealer sends the buyer a new link.
  const maker = await consoleOf(browser, 'demo.company');
  const deregistrations = new DeregistrationListPage(maker);
  await deregistrations.goto();
  await deregistrations.deregister([card.iccid], 'Owner change');
  const nextOwner = await writeSpecimenPictures(testInfo.outputPath('pictures'), 22);
  await registerOnPhone(browser, await links.sendLink(card.iccid), nextOwner, false);

  // A reviewer reveals the new owner's ID number with a reason; the reason is in the registration's history.
  const makerLinks = new OwnerLinkListPage(maker);
  await makerLinks.goto();
  await makerLinks.openRegistrationOf(card.iccid);
  const registration = new RegistrationDetailPage(maker);
  await expect(maker.getByText(nextOwner.person.idNumber)).toHaveCount(0);
  const shown = await registration.reveal('Owner asked to confirm the registration');
  await expect(shown).toContainText(nextOwner.person.idNumber);
  await shown.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(registration.history()).toContainText('Owner asked to confirm the registration');
});
