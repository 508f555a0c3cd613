import { switchVoiceCall, voiceChangeHistoryCall } from '@simdesk/contract';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { CardChangeDeps } from './card-change-deps';
import { cardChangeHistory } from './card-change-history';
import { findCardForChange } from './change-targets';
import { changeOneCard } from './single-change';

/** The voice switch of one card (an order like the data switch's) and the card's voice orders. */
export function registerVoiceCalls(registrar: CallRegistrar, deps: CardChangeDeps): void {
  registrar.guardedCall(switchVoiceCall, async ({ obj, caller }) => {
    const row = await changeOneCard(deps, caller, {
      cardId: obj.cardId,
      request: { kind: 'voice', open: obj.open },
      reason: obj.reason ?? null,
    });
    return { rows: [row], auditTarget: row.firstIccid ?? String(obj.cardId) };
  });

  registrar.guardedCall(voiceChangeHistoryCall, async ({ obj, page, caller }) => {
    // Another company's card is unknown here, as on the rest of the card's detail.
    await findCardForChange(deps.db, caller, obj.cardId);
    return cardChangeHistory(deps.db, caller, { kinds: ['voice'], cardId: obj.cardId }, page);
  });
}
