import {
  bindCardCall,
  bindingFilterOptionsCall,
  bindingListCall,
  rebindAtCarrierCall,
  unbindCardCall,
} from '@simdesk/contract/modules/security';
import { answerScopeFilterOptions } from '../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import type { CardChanges } from '../sim-cards';
import { rebindAtCarrier } from './binding-at-carrier';
import { bindCard, unbindCard } from './binding-changes';
import { bindingConditions, bindingSource } from './binding-rows';

/** The binding page: the cards' bindings in keyset pages, bind (and rebind), rebind at the carrier, unbind. */
export function registerBindingCalls(
  registrar: CallRegistrar,
  services: AppServices,
  changes: CardChanges,
): void {
  const { db } = services;

  registrar.guardedCall(
    bindingListCall,
    keysetListCall(db, bindingSource, 'bindings', (obj, caller) => bindingConditions(db, caller, obj)),
  );

  registrar.guardedCall(bindingFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(bindCardCall, async ({ obj, caller }) => {
    const row = await bindCard(db, caller, obj);
    return { rows: [row], auditTarget: `${row.iccid} → ${row.boundImei ?? ''}` };
  });

  registrar.guardedCall(rebindAtCarrierCall, async ({ obj, caller }) => {
    const order = await rebindAtCarrier(services, changes, caller, obj.cardId);
    return { rows: [order], auditTarget: order.firstIccid ?? String(obj.cardId) };
  });

  registrar.guardedCall(unbindCardCall, async ({ obj, caller }) => {
    const row = await unbindCard(db, caller, obj.cardId);
    return { rows: [row], auditTarget: row.iccid };
  });
}
