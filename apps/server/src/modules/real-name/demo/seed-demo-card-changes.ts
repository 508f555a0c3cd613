// The demo's vehicle card changes: one completed (the vehicle carries its new card, registered to the maker),
// one refused at the release and one refused at the registration, each with the steps the tracker would write.
import { eq, sql } from 'drizzle-orm';
import {
  cardChangeStatus,
  realNameStatus,
  type RealNameStatusCode,
  type VehicleCardRoleCode,
} from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { cardsWithRealNameStatus } from '../../sim-cards';
import { swapVehicleCard, vehiclesFittedWith } from '../../vehicles';
import { currentRegistrations } from '../deregistrations/deregistration-submit';
import { recordCardChangeEvents, type CardChangeEvent } from '../card-change/card-change-events';
import {
  cancelReleasedRegistration,
  carriedRegistration,
  registrationById,
  type StoredCardChange,
} from '../card-change/card-change-registration';
import { realNameCardChanges } from '../card-change/card-change-schema';
import { cardChangeValues } from '../card-change/card-change-values';
import { settle } from '../registration-settlement';

type Outcome = 'completed' | 'release' | 'register';
const demoChanges: readonly { outcome: Outcome; hoursAgo: number; kinds: CardChangeEvent['kind'][] }[] = [
  {
    outcome: 'completed',
    hoursAgo: 50,
    kinds: ['created', 'releaseSent', 'released', 'registerSent', 'registered', 'vehicleUpdated'],
  },
  { outcome: 'release', hoursAgo: 26, kinds: ['created', 'releaseSent', 'refused'] },
  {
    outcome: 'register',
    hoursAgo: 4,
    kinds: ['created', 'releaseSent', 'released', 'registerSent', 'refused'],
  },
];
const refusals = {
  release: { code: 'CARD_STATE', reason: 'the card is pre-cancelled' },
  register: {
    code: 'CARRY_OVER_NOT_FOUND',
    reason: 'no registration of this document was released on the old card',
  },
};

/** Cards of the maker in a real-name status, with where each is fitted (vehicle cards only when `fitted`). */
async function cardsWhere(db: Database, makerCompanyId: number, status: RealNameStatusCode, fitted: boolean) {
  const cards = await cardsWithRealNameStatus(db, makerCompanyId, status, 60);
  const vehicles = await vehiclesFittedWith(
    db,
    cards.map((card) => card.id),
  );
  return cards.flatMap((card) => {
    const vehicle = vehicles.get(card.id);
    return fitted === (vehicle !== undefined) ? [{ card, vehicle }] : [];
  });
}

/** Ends a seeded change as the tracker would have: the registrations moved, the vehicle swapped when completed. */
async function settleDemoChange(db: Database, change: StoredCardChange, outcome: Outcome) {
  if (outcome === 'release')
    return { status: cardChangeStatus.byName.failed, failedStep: 'release', ...refusals.release };
  await cancelReleasedRegistration(db, change);
  const registrationId = await carriedRegistration(db, change);
  if (registrationId === null)
    return { status: cardChangeStatus.byName.failed, failedStep: 'register', ...refusals.register };
  const registration = await registrationById(db, registrationId);
  if (outcome === 'register') {
    await settle(db, [registration], {
      status: realNameStatus.byName.failed,
      refusalCode: refusals.register.code,
      reason: refusals.register.reason,
    });
    return { status: cardChangeStatus.byName.failed, failedStep: 'register', ...refusals.register };
  }
  await settle(db, [registration], { status: realNameStatus.byName.registered });
  const newCard = { id: change.newCardId, iccid: change.newIccid, msisdn: change.newMsisdn };
  await swapVehicleCard(db, {
    vehicleId: change.vehicleId,
    oldCardId: change.oldCardId,
    newCard,
    role: change.role as VehicleCardRoleCode,
    reason: `card change ${change.id}`,
    operatorId: change.createdBy,
  });
  return { status: cardChangeStatus.byName.completed, failedStep: null, code: null, reason: null };
}

/** A few card changes of the maker's sold vehicles in every end state, so the page shows real rows. */
export async function seedDemoCardChanges(
  db: Database,
  makerCompanyId: number,
  creatorId: number,
): Promise<void> {
  // The earliest registered vehicles: the owner links take the latest.
  const olds = await cardsWhere(db, makerCompanyId, realNameStatus.byName.registered, true);
  const spares = (await cardsWhere(db, makerCompanyId, realNameStatus.byName.notRegistered, false)).filter(
    ({ card }) => card.vin === null,
  );
  const registrations = await currentRegistrations(
    db,
    olds.map(({ card }) => card.id),
  );
  const usable = olds.filter(({ card }) => registrations.has(card.id));
  for (const [index, demo] of demoChanges.entries()) {
    const old = usable[index];
    const replacement = spares[index]?.card;
    if (!old?.vehicle || !replacement) return;
    const at = sql`now() - make_interval(hours => ${demo.hoursAgo})`;
    const [change] = await db
      .insert(realNameCardChanges)
      .values({
        ...cardChangeValues({
          vehicle: { ...old.card, id: old.vehicle.vehicleId, vin: old.vehicle.vin },
          role: old.vehicle.role,
          oldCard: old.card,
          newCard: replacement,
          registrationId: registrations.get(old.card.id) ?? 0,
        }),
        status: cardChangeStatus.byName.registering,
        releaseOrderNumber: `RN-DEMO-CC${index + 1}-1`,
        registerOrderNumber: demo.outcome === 'release' ? null : `RN-DEMO-CC${index + 1}-2`,
        submittedAt: at,
        createdBy: creatorId,
        createdAt: at,
      })
      .returning();
    if (!change) return;
    const ended = await settleDemoChange(db, change, demo.outcome);
    await db
      .update(realNameCardChanges)
      .set({
        status: ended.status,
        failedStep: ended.failedStep,
        refusalCode: ended.code,
        refusalReason: ended.reason,
        completedAt: sql`${at} + make_interval(mins => 20)`,
        nextCheckAt: null,
      })
      .where(eq(realNameCardChanges.id, change.id));
    await recordCardChangeEvents(
      db,
      demo.kinds.map((kind) => ({
        changeId: change.id,
        kind,
        detail:
          kind === 'refused'
            ? `${ended.failedStep ?? ''}: ${ended.code ?? ''}: ${ended.reason ?? ''}`
            : kind.endsWith('Sent')
              ? kind === 'releaseSent'
                ? change.releaseOrderNumber
                : change.registerOrderNumber
              : null,
        operatorId: kind === 'created' ? creatorId : null,
      })),
    );
  }
}
