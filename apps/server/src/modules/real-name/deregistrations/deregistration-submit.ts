import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { deregistrationStatus, realNameStatus, status as statusCodes } from '@simdesk/contract';
import type { DeregistrationRow, DeregistrationSubmitObj } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { isUniqueViolation } from '../../../platform/database/sql-state';
import { AppError, badRequest } from '../../../platform/http/app-error';
import { cardsForRegistration } from '../../sim-cards';
import {
  realNameDeregistrationCards,
  realNameDeregistrations,
  realNameRegistrations,
} from '../real-name-schema';
import { listed, refuseProblems, singleCompanyProblem } from '../request-problems';
import { deregistrationRow } from './deregistration-rows';
import { placedCardValues } from '../placed-card-values';

/** The registration each card holds now (its newest registered one), by card. */
export async function currentRegistrations(
  db: Database,
  cardIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await db
    .selectDistinctOn([realNameRegistrations.cardId], {
      cardId: realNameRegistrations.cardId,
      id: realNameRegistrations.id,
    })
    .from(realNameRegistrations)
    .where(
      and(
        inArray(realNameRegistrations.cardId, [...cardIds]),
        eq(realNameRegistrations.status, realNameStatus.byName.registered),
      ),
    )
    .orderBy(realNameRegistrations.cardId, desc(realNameRegistrations.id));
  return new Map(found.map((row) => [row.cardId, row.id]));
}

/**
 * Cancels the registrations of registered cards of the caller's scope. Checked whole first — every number names a
 * card, every card is registered — then the deregistration and its cards are stored together and the tracker
 * sends them to each card's carrier.
 */
export async function submitDeregistration(
  db: Database,
  caller: OperatorContext,
  request: DeregistrationSubmitObj,
): Promise<DeregistrationRow> {
  const { cards, unknown } = await cardsForRegistration(db, caller, request.cardNumbers);
  refuseProblems([
    unknown.length > 0 ? `no card of yours has the number ${listed(unknown)}` : null,
    singleCompanyProblem(cards),
  ]);
  const registrations = await currentRegistrations(
    db,
    cards.map((card) => card.id),
  );
  const unregistered = cards.filter((card) => !registrations.has(card.id)).map((card) => card.iccid);
  refuseProblems([
    unregistered.length > 0 ? `not registered, nothing to cancel: ${listed(unregistered)}` : null,
  ]);
  const [first] = cards;
  if (!first) throw badRequest('name at least one card');
  const placement = {
    companyId: first.companyId,
    orgId: caller.crossCompany ? first.orgId : caller.orgId,
    orgPath: caller.crossCompany ? first.orgPath : caller.orgPath,
  };
  const id = await db
    .transaction(async (transaction) => {
      const [batch] = await transaction
        .insert(realNameDeregistrations)
        .values({
          ...placement,
          reason: request.reason,
          note: request.note || null,
          cardCount: cards.length,
          createdBy: caller.operatorId,
        })
        .returning({ id: realNameDeregistrations.id });
      if (!batch) throw new Error('the deregistration was not stored');
      await transaction.insert(realNameDeregistrationCards).values(
        cards.map((card) => ({
          deregistrationId: batch.id,
          ...placedCardValues(card),
          registrationId: registrations.get(card.id) ?? 0,
          status: deregistrationStatus.byName.waiting,
          // Sent by the tracker's next pass.
          nextCheckAt: sql`now()`,
        })),
      );
      return batch.id;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? new AppError(statusCodes.conflict, 'a card of the list is already being deregistered')
        : error;
    });
  return deregistrationRow(db, caller, id);
}
