import {
  cardChangeDetailCall,
  cardChangeFilterOptionsCall,
  cardChangeListCall,
  cardChangeRetryCall,
  cardChangeSubmitCall,
  cardChangeVehicleCardsCall,
} from '@simdesk/contract/modules/real-name';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { cardChangeDetail, cardChangeVehicleCards } from './card-change-detail';
import { cardChangeConditions, cardChangeSource } from './card-change-rows';
import { retryCardChange, submitCardChanges } from './card-change-submit';

/** Vehicle card changes: the list, one with its timeline, the vehicle's cards for the form, new ones, a retry. */
export function registerCardChangeCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(
    cardChangeListCall,
    keysetListCall(db, cardChangeSource, 'changes', (obj, caller) => cardChangeConditions(db, caller, obj)),
  );

  registrar.guardedCall(cardChangeFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(cardChangeDetailCall, async ({ obj, caller }) => ({
    rows: [await cardChangeDetail(db, caller, obj.id)],
  }));

  registrar.guardedCall(cardChangeVehicleCardsCall, async ({ obj, caller }) => ({
    rows: [await cardChangeVehicleCards(db, caller, obj.vin)],
  }));

  registrar.guardedCall(cardChangeSubmitCall, async ({ obj, caller }) => {
    const rows = await submitCardChanges(db, caller, obj);
    return {
      rows,
      auditTarget: rows.map((row) => `${row.vin}: ${row.oldIccid} → ${row.newIccid}`).join('; '),
    };
  });

  registrar.guardedCall(cardChangeRetryCall, async ({ obj, caller }) => {
    const row = await retryCardChange(db, caller, obj.id);
    return { rows: [row], auditTarget: `card change ${row.id} (${row.vin})` };
  });
}
