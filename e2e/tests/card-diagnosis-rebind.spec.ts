import { expect, test } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import type { CardDiagnosisRow } from '@simdesk/contract/modules/enhanced-network';
import { BindingPage } from '../pages/binding-page';
import { CardDiagnosePage } from '../pages/card-diagnose-page';
import { Shell } from '../pages/shell';
import { CarrierSimApi } from '../support/carrier-sim-api';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const activated = 2;

/**
 * A live card of the demo the carrier sees in another device than its bound one, with nothing else wrong: the
 * diagnosis suggests rebinding it, and once rebound every check is ok. Answers it with the device it is in.
 */
async function separatedCardToRebind(
  api: ConsoleApi,
  carrier: CarrierSimApi,
): Promise<{ iccid: string; imei: string }> {
  const [page] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    cardStatus: [activated],
    pageSize: 200,
  });
  const states = await carrier.deviceStates((page?.cards ?? []).map((card) => card.iccid));
  for (const state of states.filter((candidate) => candidate.bindStatus === 'separated').reverse()) {
    const [diagnosis] = await api.rowsOf<CardDiagnosisRow>('card-diagnosis/diagnose', {
      cardNumber: state.iccid,
    });
    const others = diagnosis?.checks.filter((check) => check.check !== 'device') ?? [];
    const device = diagnosis?.checks.find((check) => check.check === 'device');
    if (
      state.imei &&
      device?.fix?.kind === 'rebindImei' &&
      device.fix.blockedByOrderId === null &&
      others.every((check) => check.verdict === 'ok')
    ) {
      return { iccid: state.iccid, imei: state.imei };
    }
  }
  throw new Error('the demo has no live card the carrier sees separated, with nothing else wrong');
}

test('an operator diagnoses a separated card, rebinds it with the suggested fix and sees the verdict turn ok', async ({
  page,
  request,
}) => {
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const { iccid, imei } = await separatedCardToRebind(api, new CarrierSimApi(request));

  await openSignedIn(page, 'demo.company');
  await new Shell(page).openFromMenu('Enhanced network', 'Card diagnosis');
  const diagnosis = new CardDiagnosePage(page);
  await diagnosis.diagnose(iccid);
  const device = diagnosis.check('IMEI match');
  await expect(device).toContainText('Problem');
  await expect(device).toContainText('Card separated from its device');
  await expect(device).toContainText(imei);
  await expect(diagnosis.verdict()).toContainText('Problems found');

  const orderId = await diagnosis.applyFix('IMEI match', 'Rebind to the device in use');
  await expect(diagnosis.change(orderId)).toContainText('Device binding');
  // The page watches the open order: it settles at the carrier, then the card is diagnosed again.
  await expect(diagnosis.change(orderId)).toContainText('Done', { timeout: 30_000 });
  await expect(device).toContainText('OK', { timeout: 10_000 });
  await expect(device.getByRole('button')).toHaveCount(0);
  await expect(diagnosis.verdict()).toContainText('No problem found');

  // The binding here followed the carrier: the card is bound to the device the network sees it in.
  const bindings = new BindingPage(page);
  await bindings.goto();
  const row = await bindings.filterByCard(iccid);
  await expect(row).toContainText('Bound');
  await expect(row).toContainText(imei);
});
