import {
  deregistrationCardsCall,
  deregistrationDetailCall,
  deregistrationFilterOptionsCall,
  deregistrationListCall,
  deregistrationSubmitCall,
} from '@simdesk/contract/modules/real-name';
import { eq } from 'drizzle-orm';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { keysetListCall } from '../../../platform/http/keyset-list-call';
import type { CallRegistrar } from '../../../platform/http/register-call';
import { oneRecordCall, recordItemsCall } from '../record-calls';
import type { AppServices } from '../../../platform/services';
import { realNameDeregistrationCards } from '../real-name-schema';
import {
  deregistrationCardSource,
  deregistrationConditions,
  deregistrationRow,
  deregistrationSource,
} from './deregistration-rows';
import { submitDeregistration } from './deregistration-submit';

/** Deregistrations: the list, one with its cards, a new one. */
export function registerDeregistrationCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(
    deregistrationListCall,
    keysetListCall(db, deregistrationSource, 'deregistrations', (obj, caller) =>
      deregistrationConditions(db, caller, obj),
    ),
  );

  registrar.guardedCall(deregistrationFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(deregistrationDetailCall, oneRecordCall(db, deregistrationRow));

  registrar.guardedCall(
    deregistrationCardsCall,
    recordItemsCall(db, deregistrationCardSource, 'cards', deregistrationRow, (obj) =>
      eq(realNameDeregistrationCards.deregistrationId, obj.id),
    ),
  );

  registrar.guardedCall(deregistrationSubmitCall, async ({ obj, caller }) => {
    const row = await submitDeregistration(db, caller, obj);
    return { rows: [row], auditTarget: `deregistration ${row.id}: ${row.cardCount} card(s)` };
  });
}
