import {
  apnPccChangeCall,
  batchCardStopOrOnCall,
  batchChangeCardStatusCall,
  cardStatus,
  changeCardStatusCall,
  openOrCloseCommunicationCall,
  pccWhiteListCall,
  sendCardSmsCall,
} from '@simdesk/contract';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import { badRequest } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { BackgroundWork } from '../../../platform/modules/server-module';
import type { AppServices } from '../../../platform/services';
import { startBatchStatusChange, startBatchTask } from './batch-change';
import { batchCardChangeKind } from './batch-change-task';
import type { CardChangeDeps, CardChangeSettings } from './card-change-deps';
import { registerCardStateCalls } from './card-state-routes';
import type { ChangeSettledListener } from './change-settled-point';
import { createCardChangeTracker } from './change-tracker';
import { findCardForChange } from './change-targets';
import { changeOneCard } from './single-change';
import { registerVoiceCalls } from './voice-routes';

/**
 * Changes of cards through the carrier (status single and batch, communication, voice, APN/PCC, SMS), the card
 * state page's calls, the batch task kind, and the tracker that follows orders to the end while the app runs.
 */
export function registerCardChangeCalls(
  registrar: CallRegistrar,
  services: AppServices,
  settings: CardChangeSettings,
  runInBackground: (work: BackgroundWork) => void,
  settledListeners: readonly ChangeSettledListener[],
) {
  const deps: CardChangeDeps = {
    db: services.db,
    carrier: services.carrier,
    logger: services.logger,
    settings,
    settledListeners,
  };
  const batchKind = batchCardChangeKind(deps);
  services.tasks.register(batchKind);
  const tracker = createCardChangeTracker(deps, async (order) => {
    await startBatchTask(services, batchKind, order);
  });
  runInBackground(tracker);

  registrar.guardedCall(changeCardStatusCall, async ({ obj, caller }) => {
    const row = await changeOneCard(deps, caller, {
      cardId: obj.cardId,
      request: { kind: 'status', targetStatus: obj.targetStatus },
      reason: obj.reason,
      effectiveAt: obj.effectiveAt,
    });
    return { rows: [row], auditTarget: row.firstIccid ?? String(obj.cardId) };
  });

  registrar.guardedCall(batchChangeCardStatusCall, async ({ obj, caller }) => {
    const started = await startBatchStatusChange(deps, services, batchKind, caller, obj);
    return { rows: [started], auditTarget: `order ${started.orderId} (${started.cardCount} cards)` };
  });

  registrar.guardedCall(batchCardStopOrOnCall, async ({ obj, caller }) => {
    const { operation, ...rest } = obj;
    const targetStatus = operation === 'stop' ? cardStatus.byName.suspended : cardStatus.byName.activated;
    const started = await startBatchStatusChange(deps, services, batchKind, caller, {
      ...rest,
      targetStatus,
    });
    return { rows: [started], auditTarget: `order ${started.orderId} (${started.cardCount} cards)` };
  });

  registrar.guardedCall(openOrCloseCommunicationCall, async ({ obj, caller }) => {
    const row = await changeOneCard(deps, caller, {
      cardId: obj.cardId,
      request: { kind: 'communication', open: obj.open },
      reason: obj.reason ?? null,
    });
    return { rows: [row], auditTarget: row.firstIccid ?? String(obj.cardId) };
  });

  registrar.guardedCall(apnPccChangeCall, async ({ obj, caller }) => {
    const request =
      obj.target === 'apn'
        ? { kind: 'apn' as const, apn: obj.apn, enabled: obj.enabled }
        : { kind: 'pcc' as const, policyCode: obj.policyCode, enabled: obj.enabled };
    const row = await changeOneCard(deps, caller, { cardId: obj.cardId, request, reason: null });
    return { rows: [row], auditTarget: row.firstIccid ?? String(obj.cardId) };
  });

  registrar.guardedCall(sendCardSmsCall, async ({ obj, caller }) => {
    const row = await changeOneCard(deps, caller, {
      cardId: obj.cardId,
      request: { kind: 'sms', content: obj.content },
      reason: null,
    });
    return { rows: [row], auditTarget: row.firstIccid ?? String(obj.cardId) };
  });

  registrar.guardedCall(pccWhiteListCall, async ({ obj, caller }) => {
    const card = await findCardForChange(services.db, caller, obj.cardId);
    if (card.carrierAccountId === null) throw badRequest(`card ${card.iccid} has no carrier account`);
    try {
      const gateway = await services.carrier.gatewayFor(card.carrierAccountId);
      const cards = { by: 'iccid' as const, numbers: [card.iccid] };
      const [apnRow] = await gateway.queryCards('sim-apn', cards);
      const [pccRow] = await gateway.queryCards('sim-pcc', cards);
      const failure = apnRow?.error ?? pccRow?.error;
      if (failure) throw badRequest(`the carrier does not know card ${card.iccid}: ${failure.message}`);
      return {
        rows: [
          {
            apns: Array.isArray(apnRow?.apns) ? apnRow.apns : [],
            policies: Array.isArray(pccRow?.policies) ? pccRow.policies : [],
          },
        ],
      };
    } catch (error) {
      if (error instanceof CarrierError) throw badRequest(`the carrier could not be asked: ${error.message}`);
      throw error;
    }
  });

  registerVoiceCalls(registrar, deps);
  registerCardStateCalls(registrar, services);
}
