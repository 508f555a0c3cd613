import {
  bindCardCall,
  bindingFilterOptionsCall,
  bindingListCall,
  unbindCardCall,
} from '@simdesk/contract/modules/security';
import { answerScopeFilterOptions } from '../../platform/auth/scope-filter-options';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { bindCard, unbindCard } from './binding-changes';
import { bindingConditions, bindingSource } from './binding-rows';
import { keysetPage } from '../../platform/database/keyset-page';

/** The binding page: the cards' bindings in keyset pages, bind (and rebind) and unbind. */
export function registerBindingCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(bindingListCall, async ({ obj, caller }) => {
    const where = await bindingConditions(db, caller, obj);
    const { rows, ...paging } = await keysetPage(db, bindingSource, where, obj);
    return { rows: [{ bindings: rows, ...paging }] };
  });

  registrar.guardedCall(bindingFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(bindCardCall, async ({ obj, caller }) => {
    const row = await bindCard(db, caller, obj);
    return { rows: [row], auditTarget: `${row.iccid} → ${row.boundImei ?? ''}` };
  });

  registrar.guardedCall(unbindCardCall, async ({ obj, caller }) => {
    const row = await unbindCard(db, caller, obj.cardId);
    return { rows: [row], auditTarget: row.iccid };
  });
}
