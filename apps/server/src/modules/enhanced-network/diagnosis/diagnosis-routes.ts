import { cardDiagnoseCall } from '@simdesk/contract/modules/enhanced-network';
import { badRequest } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { cardAtCarrierByNumber, type CardChanges } from '../../sim-cards';
import { diagnoseCard } from './card-diagnosis';

/** The card diagnosis: one call, the carrier asked every check at once. */
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
}
