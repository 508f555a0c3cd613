import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cardChangeStatus,
  cardStatus,
  normalizeCardNumber,
  realNameStatus,
  status as statusCodes,
} from '@simdesk/contract';
import type { CardChangeRow, CardChangeSubmitObj, CardSwap } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { isUniqueViolation, violatedConstraintOf } from '../../../platform/database/sql-state';
import { AppError } from '../../../platform/http/app-error';
import { cardsForRegistration, type CardForRegistration } from '../../sim-cards';
import { fittedVehiclesByVin, vehiclesFittedWith, type FittedVehicle } from '../../vehicles';
import { currentRegistrations } from '../deregistrations/deregistration-submit';
import { refuseProblems } from '../request-problems';
import { recordCardChangeEvents } from './card-change-events';
import { cardChangeRow } from './card-change-rows';
import { realNameCardChanges } from './card-change-schema';
import { cardChangeValues, type CardChangeParties } from './card-change-values';

const { pending } = cardChangeStatus.byName;

/** What each partial unique index refusing a change means to the operator. */
const conflictMessages: Record<string, string> = {
  real_name_card_changes_one_open_vehicle: 'a vehicle of the list already has a card change in progress',
  real_name_card_changes_one_open_old_card: 'an old card of the list is already being changed',
  real_name_card_changes_one_open_new_card: 'a new card of the list is already taking another card’s place',
};

interface CheckedSwap extends CardChangeParties {
  vehicle: FittedVehicle;
  oldCard: CardForRegistration;
  newCard: CardForRegistration;
}

interface Found {
  vehicles: Map<string, FittedVehicle[]>;
  cards: Map<string, CardForRegistration>;
  registrations: Map<number, number>;
  fittedElsewhere: Map<number, { vin: string }>;
}

/** What is wrong with one swap, or the swap with what it names. */
function checkSwap(swap: CardSwap, found: Found): string | CheckedSwap {
  const vehicles = found.vehicles.get(swap.vin) ?? [];
  const [vehicle] = vehicles;
  if (!vehicle) return `no vehicle of yours has the VIN ${swap.vin}`;
  if (vehicles.length > 1) return `the VIN ${swap.vin} names vehicles of several companies`;
  const oldCard = found.cards.get(normalizeCardNumber(swap.oldCardNumber));
  const newCard = found.cards.get(normalizeCardNumber(swap.newCardNumber));
  if (!oldCard) return `no card of yours has the number ${swap.oldCardNumber}`;
  if (!newCard) return `no card of yours has the number ${swap.newCardNumber}`;
  if (oldCard.id === newCard.id) return `${swap.vin}: the new card is the old card`;
  const fitted = vehicle.cards.find((card) => card.cardId === oldCard.id);
  if (!fitted) return `card ${oldCard.iccid} is not fitted in vehicle ${swap.vin}`;
  if (newCard.companyId !== vehicle.companyId) return `card ${newCard.iccid} is not in the vehicle’s company`;
  const elsewhere = found.fittedElsewhere.get(newCard.id);
  if (elsewhere) return `card ${newCard.iccid} is fitted in vehicle ${elsewhere.vin}: remove it there first`;
  const { cancelled, preCancelled } = cardStatus.byName;
  if (newCard.cardStatus === cancelled || newCard.cardStatus === preCancelled) {
    return `card ${newCard.iccid} is cancelled or about to be: choose a usable card`;
  }
  if (newCard.realNameStatus === realNameStatus.byName.processing) {
    return `card ${newCard.iccid} has a registration in progress: wait for its answer`;
  }
  const registrationId = found.registrations.get(oldCard.id);
  if (oldCard.realNameStatus !== realNameStatus.byName.registered || registrationId === undefined) {
    return `card ${oldCard.iccid} is not registered: there is no registration to carry over (register the new card instead)`;
  }
  return { vehicle, oldCard, newCard, role: fitted.role, registrationId };
}

/** Numbers named twice in the request: a vehicle or a card may take part in one swap only. */
function repeatedProblem(swaps: readonly CardSwap[]): string | null {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const name of swaps.flatMap((swap) => [
    swap.vin,
    normalizeCardNumber(swap.oldCardNumber),
    normalizeCardNumber(swap.newCardNumber),
  ])) {
    if (seen.has(name)) repeated.add(name);
    seen.add(name);
  }
  return repeated.size > 0 ? `named in more than one swap: ${[...repeated].join(', ')}` : null;
}

/** Checks every swap (all refused if one is wrong), the same way a file's row is checked. */
export async function checkSwaps(
  db: Database,
  caller: OperatorContext,
  swaps: readonly CardSwap[],
): Promise<{ checked: CheckedSwap[]; problems: (string | null)[] }> {
  const numbers = swaps.flatMap((swap) => [swap.oldCardNumber, swap.newCardNumber]);
  const [vehicles, { cards }] = await Promise.all([
    fittedVehiclesByVin(
      db,
      caller,
      swaps.map((swap) => swap.vin),
    ),
    cardsForRegistration(db, caller, numbers),
  ]);
  const cardIds = cards.map((card) => card.id);
  const [registrations, fittedElsewhere] = await Promise.all([
    currentRegistrations(db, cardIds),
    vehiclesFittedWith(db, cardIds),
  ]);
  const byNumber = new Map(
    cards.flatMap((card) => [[card.iccid, card], ...(card.msisdn ? [[card.msisdn, card] as const] : [])]),
  );
  const found = { vehicles, cards: byNumber, registrations, fittedElsewhere };
  const outcomes = swaps.map((swap) => checkSwap(swap, found));
  return {
    checked: outcomes.filter((outcome): outcome is CheckedSwap => typeof outcome !== 'string'),
    problems: [
      repeatedProblem(swaps),
      ...outcomes.map((outcome) => (typeof outcome === 'string' ? outcome : null)),
    ],
  };
}

/** Stores checked swaps as changes the tracker sends; a change racing another for the same vehicle or card loses. */
async function storeChanges(
  db: Database,
  caller: OperatorContext,
  swaps: readonly CheckedSwap[],
  note: string | undefined,
): Promise<number[]> {
  return db
    .transaction(async (transaction) => {
      const added = await transaction
        .insert(realNameCardChanges)
        .values(
          swaps.map((checked) => ({
            ...cardChangeValues(checked),
            status: pending,
            note: note || null,
            // Sent by the tracker's next pass.
            nextCheckAt: sql`now()`,
            createdBy: caller.operatorId,
          })),
        )
        .returning({ id: realNameCardChanges.id });
      await recordCardChangeEvents(
        transaction,
        added.map(({ id }) => ({ changeId: id, kind: 'created' as const, operatorId: caller.operatorId })),
      );
      return added.map(({ id }) => id);
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const message =
        conflictMessages[violatedConstraintOf(error) ?? ''] ?? 'a swap of the list is already in progress';
      throw new AppError(statusCodes.conflict, message);
    });
}

/**
 * Changes the cards of vehicles of the caller's scope: every swap checked first and the whole request refused,
 * naming each problem, if one is wrong; then one change per vehicle is stored for the tracker.
 */
export async function submitCardChanges(
  db: Database,
  caller: OperatorContext,
  request: CardChangeSubmitObj,
): Promise<CardChangeRow[]> {
  const { checked, problems } = await checkSwaps(db, caller, request.swaps);
  refuseProblems(problems);
  const ids = await storeChanges(db, caller, checked, request.note);
  return Promise.all(ids.map((id) => cardChangeRow(db, caller, id)));
}

/** Sends a failed change again from the step it failed at; another change of the vehicle opened meanwhile wins. */
export async function retryCardChange(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<CardChangeRow> {
  const change = await cardChangeRow(db, caller, id);
  if (change.status !== cardChangeStatus.byName.failed) {
    throw new AppError(
      statusCodes.conflict,
      `card change ${id} has not failed: only a failed change is retried`,
    );
  }
  const fromRelease = change.failedStep !== 'register';
  await db
    .transaction(async (transaction) => {
      const moved = await transaction
        .update(realNameCardChanges)
        .set({
          status: fromRelease ? pending : cardChangeStatus.byName.registering,
          failedStep: null,
          refusalCode: null,
          refusalReason: null,
          // A new registration is made for the new card: the refused one stays in its history.
          ...(fromRelease ? {} : { newRegistrationId: null }),
          submittedAt: null,
          completedAt: null,
          nextCheckAt: sql`now()`,
          checks: 0,
          attempts: sql`${realNameCardChanges.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(realNameCardChanges.id, id),
            inArray(realNameCardChanges.status, [cardChangeStatus.byName.failed]),
          ),
        )
        .returning({ id: realNameCardChanges.id });
      if (moved.length === 0)
        throw new AppError(statusCodes.conflict, `card change ${id} was retried meanwhile`);
      await recordCardChangeEvents(transaction, [
        {
          changeId: id,
          kind: 'retried',
          detail: fromRelease ? 'release' : 'register',
          operatorId: caller.operatorId,
        },
      ]);
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(
        statusCodes.conflict,
        conflictMessages[violatedConstraintOf(error) ?? ''] ?? 'the vehicle has another change in progress',
      );
    });
  return cardChangeRow(db, caller, id);
}
