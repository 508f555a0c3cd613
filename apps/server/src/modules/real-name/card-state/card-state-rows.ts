// The real-name view of card states: the caller's cards (read through the SIM card module) with what their
// activation waits for, told from the card's state and registration status and its newest registration.
import { and, desc, inArray } from 'drizzle-orm';
import type { RealNameRefusalCode } from '@simdesk/contract';
import {
  activatableCardStates,
  activationBlockOf,
  activationBlockReasons,
  realNameStatusOfBlock,
  type CardStateFilter,
  type CardStateRow,
} from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { isoOrNull } from '../../../platform/database/place-names';
import type { PlacedCardFilter, PlacedCardRow } from '../../sim-cards';
import { registrationScope } from '../registration-rows';
import { realNameRegistrations } from '../real-name-schema';

/** What the chosen codes leave of those allowed; every allowed one when none was chosen. */
const within = <Code>(chosen: readonly Code[] | undefined, allowed: readonly Code[]): Code[] =>
  chosen?.length ? chosen.filter((code) => allowed.includes(code)) : [...allowed];

/**
 * The SIM card module's filter for the list's: a card waiting for registration is in a state it may be activated
 * from and in the real-name status of the reason (any reason's when only `blockedOnly`).
 */
export function placedFilterOf(filter: CardStateFilter): PlacedCardFilter {
  const chosenStates = filter.cardStatus?.length ? filter.cardStatus : undefined;
  const chosenStatuses = filter.realNameStatus?.length ? filter.realNameStatus : undefined;
  const reasons = filter.blockReason
    ? [filter.blockReason]
    : filter.blockedOnly
      ? activationBlockReasons
      : [];
  const blocked = reasons.length > 0;
  return {
    cardStatuses: blocked ? within(chosenStates, activatableCardStates) : chosenStates,
    realNameStatuses: blocked
      ? within(
          chosenStatuses,
          reasons.map((reason) => realNameStatusOfBlock[reason]),
        )
      : chosenStatuses,
    cardNumbers: filter.cardNumbers,
    vin: filter.vin,
    companyId: filter.companyId,
    orgId: filter.orgId,
  };
}

/** The newest registration of each card, in the caller's scope (a page's cards: at most a hundred). */
async function newestRegistrations(db: Database, caller: OperatorContext, cardIds: readonly number[]) {
  if (cardIds.length === 0) return new Map<number, never>();
  const table = realNameRegistrations;
  const found = await db
    .selectDistinctOn([table.cardId])
    .from(table)
    .where(and(inArray(table.cardId, [...cardIds]), registrationScope(caller)))
    .orderBy(table.cardId, desc(table.id));
  return new Map(found.map((registration) => [registration.cardId, registration]));
}

/** The cards as the list shows them: why activation waits, since when, and the carrier's reason. */
export async function cardStateRows(
  db: Database,
  caller: OperatorContext,
  cards: readonly PlacedCardRow[],
): Promise<CardStateRow[]> {
  const newest = await newestRegistrations(
    db,
    caller,
    cards.map((card) => card.id),
  );
  return cards.map(({ id, openedAt, createdAt, ...card }) => {
    const registration = newest.get(id);
    const blockReason = activationBlockOf(card.cardStatus, card.realNameStatus);
    const registrationTime =
      registration && (registration.completedAt ?? registration.submittedAt ?? registration.createdAt);
    const cardTime = openedAt ?? createdAt;
    const waitingSince =
      blockReason === null
        ? null
        : blockReason === 'notRegistered'
          ? cardTime
          : (isoOrNull(registrationTime ?? null) ?? cardTime);
    return {
      id,
      cardId: id,
      ...card,
      blockReason,
      waitingSince,
      refusalCode: (registration?.refusalCode ?? null) as RealNameRefusalCode | null,
      refusalReason: registration?.refusalReason ?? null,
      latestRegistrationId: registration?.id ?? null,
    };
  });
}
