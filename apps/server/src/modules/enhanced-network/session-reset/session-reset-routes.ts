import {
  sessionResetBatchCall,
  sessionResetCall,
  sessionResetListCall,
} from '@simdesk/contract/modules/enhanced-network';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { cardsInScopeByNumber, type CardChanges } from '../../sim-cards';
import { cardNumberFileRules, readCardNumbers } from './card-number-file';
import { visibleCardNamed } from './visible-card';

/** Data-session resets through the carrier: one card, a file of cards as a task, and the list of resets. */
export function registerSessionResetCalls(
  registrar: CallRegistrar,
  services: AppServices,
  changes: CardChanges,
): void {
  const { db } = services;

  registrar.guardedCall(sessionResetCall, async ({ obj, caller }) => {
    const card = await visibleCardNamed(db, caller, obj.cardNumber);
    const row = await changes.changeOne(caller, {
      cardId: card.id,
      request: { kind: 'sessionReset' },
      reason: null,
    });
    return { rows: [row], auditTarget: card.iccid };
  });

  registrar.uploadCall(sessionResetBatchCall, cardNumberFileRules, async ({ caller, upload }) => {
    const numbers = await readCardNumbers(services.config.dataDir, upload.storedPath);
    const started = await changes.startBatch(caller, {
      numbers,
      request: { kind: 'sessionReset' },
      reason: null,
    });
    return { rows: [started], auditTarget: `order ${started.orderId} (${started.cardCount} cards)` };
  });

  registrar.guardedCall(sessionResetListCall, async ({ obj, caller }) => {
    const iccids =
      obj.cardNumber === undefined
        ? undefined
        : (await cardsInScopeByNumber(db, caller, obj.cardNumber)).map((card) => card.iccid);
    const page = await changes.ordersOfKind(caller, {
      kind: 'sessionReset',
      state: obj.state,
      iccids,
      cursor: obj.cursor,
      pageSize: obj.pageSize,
    });
    return { rows: [page] };
  });
}
