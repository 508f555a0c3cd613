import { cardDiagnoseCall, cardDiagnosisChangesCall } from '@simdesk/contract/modules/enhanced-network';
import { badRequest } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { cardAtCarrierByNumber, findScopedCard, type CardChanges } from '../../sim-cards';
import { diagnoseCard, recentChangeCount } from './card-diagnosis';

/** The card diagnosis: one call, the carrier asked every check at once; and the card's changes alone. */
export function registerDiagnosisCalls(
  registrar: CallRegistrar,
  services: AppServices,
  changes: CardChanges,
): void {
  registrar.guardedCall(cardDiagnoseCall, async ({ obj, caller }) => {
    const card = await cardAtCarrierByNumber(services.db, caller, obj.cardNumber);
    if (!card) throw badRequest(`cardNumber: no card you can see has the number ${obj.cardNumber}`);
    return { rows: [await diagnoseCard(services.carrier, changes, caller, card)] };
  });

  // Read every couple of seconds while an order is open: the database only, never the carrier.
  registrar.guardedCall(cardDiagnosisChangesCall, async ({ obj, caller }) => {
    await findScopedCard(services.db, caller, obj.cardId);
    return { rows: [{ changes: await changes.recentChangesOfCard(caller, obj.cardId, recentChangeCount) }] };
  });
}
