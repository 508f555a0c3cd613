import { and, eq } from 'drizzle-orm';
import {
  simCardFilterOptionsCall,
  simCardGetCustomTagCall,
  simCardListCall,
  simCardRemarkCall,
  simCardSetCustomTagCall,
} from '@simdesk/contract';
import { simCards } from '../schema/cards-schema';
import { notFound } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { answerScopeFilterOptions } from '../../../platform/auth/scope-filter-options';
import { listSimCards } from './card-list-query';
import { cardScope } from '../shared/card-scope';
import { customTagsInUse, setCustomTags } from './card-tags';

/** The SIM card list: keyset pages with filters and batch queries, custom tags and remarks. */
export function registerSimCardCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;

  registrar.guardedCall(simCardListCall, async ({ obj, caller }) => ({
    rows: [await listSimCards(db, caller, obj)],
  }));

  registrar.guardedCall(simCardFilterOptionsCall, answerScopeFilterOptions(db));

  registrar.guardedCall(simCardGetCustomTagCall, async ({ obj, caller }) => ({
    rows: await customTagsInUse(db, caller, obj.cardIds),
  }));

  registrar.guardedCall(simCardSetCustomTagCall, async ({ obj, caller }) => {
    const updated = await setCustomTags(db, caller, obj);
    return { rows: [{ updated }], auditTarget: `${updated} cards` };
  });

  registrar.guardedCall(simCardRemarkCall, async ({ obj, caller }) => {
    const [card] = await db
      .update(simCards)
      .set({ remark: obj.remark === '' ? null : obj.remark, updatedAt: clock.now() })
      .where(and(eq(simCards.id, obj.cardId), cardScope(caller)))
      .returning({ id: simCards.id, remark: simCards.remark, iccid: simCards.iccid });
    if (!card) throw notFound(`no card ${obj.cardId}`);
    return { rows: [{ id: card.id, remark: card.remark }], auditTarget: card.iccid };
  });
}
