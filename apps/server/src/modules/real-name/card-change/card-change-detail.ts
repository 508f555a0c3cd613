import type { CardChangeDetailRow, CardChangeVehicleCardsRow } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { cardStatesById } from '../../sim-cards';
import { fittedVehiclesByVin } from '../../vehicles';
import { cardChangeTimeline } from './card-change-events';
import { cardChangeRow } from './card-change-rows';

/** The states of cards as the console knows them now, by card. */
async function statesOf(db: Database, cardIds: number[]) {
  return new Map((await cardStatesById(db, cardIds)).map((state) => [state.id, state]));
}

/** One change of the caller's scope with both cards as they stand now and its timeline. */
export async function cardChangeDetail(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<CardChangeDetailRow> {
  const change = await cardChangeRow(db, caller, id);
  const [states, events] = await Promise.all([
    statesOf(db, [change.oldCardId, change.newCardId]),
    cardChangeTimeline(db, change.id),
  ]);
  const cardOf = (cardId: number, iccid: string, msisdn: string | null, registrationId: number | null) => ({
    cardId,
    iccid,
    msisdn,
    cardStatus: states.get(cardId)?.cardStatus ?? null,
    realNameStatus: states.get(cardId)?.realNameStatus ?? null,
    registrationId,
  });
  return {
    change,
    oldCard: cardOf(change.oldCardId, change.oldIccid, change.oldMsisdn, change.oldRegistrationId),
    newCard: cardOf(change.newCardId, change.newIccid, change.newMsisdn, change.newRegistrationId),
    events,
  };
}

/** The cards fitted in the caller's vehicle with this VIN, with their real-name status. */
export async function cardChangeVehicleCards(
  db: Database,
  caller: OperatorContext,
  vin: string,
): Promise<CardChangeVehicleCardsRow> {
  const vehicles = (await fittedVehiclesByVin(db, caller, [vin])).get(vin) ?? [];
  const [vehicle] = vehicles;
  if (!vehicle) throw notFound(`no vehicle of yours has the VIN ${vin}`);
  if (vehicles.length > 1) throw badRequest(`the VIN ${vin} names vehicles of several companies`);
  const states = await statesOf(
    db,
    vehicle.cards.map((card) => card.cardId),
  );
  return {
    vehicleId: vehicle.id,
    vin: vehicle.vin,
    cards: vehicle.cards.map((card) => ({
      ...card,
      realNameStatus: states.get(card.cardId)?.realNameStatus ?? null,
    })),
  };
}
