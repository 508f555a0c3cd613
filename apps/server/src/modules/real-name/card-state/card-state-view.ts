// The card state list's pages and summary, and one card's page.
import { and, desc, eq } from 'drizzle-orm';
import {
  activationBlockOf,
  activationBlockReasons,
  cardStateDetailLimit,
  type CardStateDetailRow,
  type CardStateListObj,
  type CardStatePage,
  type CardStateSummaryRow,
} from '@simdesk/contract/modules/real-name';
import { realNameStatus } from '@simdesk/contract';
import type { ScopeFilter } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { keysetPage } from '../../../platform/database/keyset-page';
import { notFound } from '../../../platform/http/app-error';
import { cardStatusRecords, placedCardConditions, placedCardCounts, placedCardSource } from '../../sim-cards';
import { registrationEventsOf } from '../registration-detail';
import { readRegistrationRows, registrationScope } from '../registration-rows';
import { realNameRegistrations } from '../real-name-schema';
import { cardStateRows, placedFilterOf } from './card-state-rows';

/** One keyset page of the caller's cards the filter selects. */
export async function cardStatePage(
  db: Database,
  caller: OperatorContext,
  obj: CardStateListObj,
): Promise<CardStatePage> {
  const where = await placedCardConditions(db, caller, placedFilterOf(obj));
  const { rows, ...paging } = await keysetPage(db, placedCardSource, where, obj);
  return { cards: await cardStateRows(db, caller, rows), ...paging };
}

/** How many cards of the caller's scope (narrowed to a company or org) wait for each reason, and are registered. */
export async function cardStateSummary(
  db: Database,
  caller: OperatorContext,
  scope: ScopeFilter,
): Promise<CardStateSummaryRow> {
  const summary: CardStateSummaryRow = {
    blocked: Object.fromEntries(
      activationBlockReasons.map((reason) => [reason, 0]),
    ) as CardStateSummaryRow['blocked'],
    registered: 0,
    total: 0,
  };
  for (const group of await placedCardCounts(db, caller, scope)) {
    const reason = activationBlockOf(group.cardStatus, group.realNameStatus);
    if (reason !== null) summary.blocked[reason] += group.cards;
    if (group.realNameStatus === realNameStatus.byName.registered) summary.registered += group.cards;
    summary.total += group.cards;
  }
  return summary;
}

/** One card of the caller's scope, its newest registrations, the newest one's history and its state changes. */
export async function cardStateDetail(
  db: Database,
  caller: OperatorContext,
  cardId: number,
): Promise<CardStateDetailRow> {
  const where = await placedCardConditions(db, caller, {}, (id) => eq(id, cardId));
  const [card] = await placedCardSource.readPage(db, where, desc(placedCardSource.key), 1);
  if (!card) throw notFound(`no card ${cardId}`);
  const registrations = await readRegistrationRows(
    db,
    and(eq(realNameRegistrations.cardId, cardId), registrationScope(caller)),
    desc(realNameRegistrations.id),
    cardStateDetailLimit,
  );
  const newest = registrations[0];
  const [[row], latestEvents, stateHistory] = await Promise.all([
    cardStateRows(db, caller, [card]),
    newest ? registrationEventsOf(db, newest.id) : Promise.resolve([]),
    cardStatusRecords(db, cardId, { pageIndex: 1, pageSize: cardStateDetailLimit }),
  ]);
  if (!row) throw notFound(`no card ${cardId}`);
  return { ...row, registrations, latestEvents, stateHistory: stateHistory.rows };
}
