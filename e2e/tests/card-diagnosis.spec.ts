import { expect, test } from '@playwright/test';
import type { SimCardPage } from '@simdesk/contract';
import type { CardDiagnosisRow } from '@simdesk/contract/modules/enhanced-network';
import { CardDiagnosePage, CardStatusResetPage } from '../pages/card-diagnose-page';
import { Shell } from '../pages/shell';
import { ConsoleApi } from '../support/console-api';
import { openSignedIn } from '../support/signed-in-state';

const suspended = 4;
const activated = 2;

/** A card of the demo the carrier stopped at the company's request: the diagnosis can resume it. */
async function stoppedCardToResume(api: ConsoleApi): Promise<string> {
  const [page] = await api.rowsOf<SimCardPage>('simcard-list/list', {
    cardStatus: [suspended],
    pageSize: 50,
  });
  // From the end of the list: the first suspended cards are other specs' to change.
  for (const card of [...(page?.cards ?? [])].reverse()) {
    const [diagnosis] = await api.rowsOf<CardDiagnosisRow>('card-diagnosis/diagnose', {
      cardNumber: card.iccid,
    });
    const status = diagnosis?.checks.find((check) => check.check === 'status');
    if (status?.fix?.kind === 'resume' && status.fix.blockedByOrderId === null) return card.iccid;
  }
  throw new Error('the demo has no suspended card the diagnosis may resume');
}

test('an operator diagnoses a stopped card, applies the suggested fix and sees the order settle and the verdict turn ok', async ({
  page,
  request,
}) => {
  const api = new ConsoleApi(request);
  await api.signIn('demo.company');
  const iccid = await stoppedCardToResume(api);

  await openSignedIn(page, 'demo.company');
  await new Shell(page).openFromMenu('Enhanced network', 'Card diagnosis');
  const diagnosis = new CardDiagnosePage(page);
  await diagnosis.diagnose(iccid);
  const status = diagnosis.check('Status and stop reason');
  await expect(status).toContainText('Problem');
  await expect(status).toContainText('Stopped at the company');
  await expect(diagnosis.verdict()).toContainText('Problems found');
  await expect(diagnosis.check('Data session now')).toContainText('the card is stopped');

  const orderId = await diagnosis.applyFix('Status and stop reason', 'Resume the card');
  await expect(diagnosis.change(orderId)).toBeVisible();
  // The page reads the card again while the order is open: it settles at the carrier, the verdict turns.
  await expect(diagnosis.change(orderId)).toContainText('Done', { timeout: 30_000 });
  await expect(status).toContainText('OK', { timeout: 10_000 });
  await expect(status).toContainText('The card is live at the carrier');
  await expect(status.getByRole('button')).toHaveCount(0);
  const [card] = await api.rowsOf<SimCardPage>('simcard-list/list', { cardNumber: iccid });
  expect(card?.cards[0]?.cardStatus).toBe(activated);

  // The card is live again: its data session is reset on the reset page, and the list follows the order.
  await new Shell(page).openFromMenu('Enhanced network', 'Card status reset');
  const resets = new CardStatusResetPage(page);
  const resetId = await resets.reset(iccid);
  await expect(resets.order(resetId)).toContainText(iccid);
  await expect(resets.order(resetId)).toContainText('Done', { timeout: 30_000 });
});
