import {
  cardDetailCall,
  cardRefreshInfoCall,
  cardRefreshStatusCall,
  cardServiceInfoCall,
  cardSessionCall,
  cardStatusRecordCall,
  cardUsageCall,
  maximumCardsPerVehicle,
  vehicleDetailCall,
  vehicleStateCall,
} from '@simdesk/contract';
import { notFound } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import { answerRow } from '../../../platform/http/answer-row';
import type { AppServices } from '../../../platform/services';
import { carrierOfCard } from './card-carrier';
import { serviceInfoOf, sessionOf, usageOf } from './card-carrier-views';
import { cardStatusRecords } from './card-history';
import { findScopedCard, scopedCardsOnVin } from './card-lookup';
import { refreshCard } from './card-refresh';
import { vehicleStateOf } from './vehicle-state';

/**
 * The card detail page: the console's row and history, what the carrier says now (usage, session, services,
 * the terminal the card sits in), refreshes that store the carrier's answer, and the vehicle a card is in.
 * Every call scopes the card first.
 */
export function registerCardDetailCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;

  registrar.guardedCall(
    cardDetailCall,
    answerRow((caller, obj) => findScopedCard(db, caller, obj.cardId)),
  );

  registrar.guardedCall(cardStatusRecordCall, async ({ obj, caller, page }) => {
    await findScopedCard(db, caller, obj.cardId);
    return cardStatusRecords(db, obj.cardId, page);
  });

  registrar.guardedCall(cardUsageCall, async ({ obj, caller }) => {
    const card = await findScopedCard(db, caller, obj.cardId);
    return { rows: [await usageOf(await carrierOfCard(services.carrier, card), clock.now())] };
  });

  registrar.guardedCall(cardSessionCall, async ({ obj, caller }) => {
    const card = await findScopedCard(db, caller, obj.cardId);
    return { rows: [await sessionOf(await carrierOfCard(services.carrier, card), clock.now())] };
  });

  registrar.guardedCall(cardServiceInfoCall, async ({ obj, caller }) => {
    const card = await findScopedCard(db, caller, obj.cardId);
    return { rows: [await serviceInfoOf(await carrierOfCard(services.carrier, card), card, clock.now())] };
  });

  registrar.guardedCall(vehicleStateCall, async ({ obj, caller }) => {
    const card = await findScopedCard(db, caller, obj.cardId);
    return { rows: [await vehicleStateOf(await carrierOfCard(services.carrier, card), card, clock.now())] };
  });

  registrar.guardedCall(cardRefreshInfoCall, async ({ obj, caller }) => {
    const refreshed = await refreshCard(services, caller, obj.cardId, 'info');
    return { rows: [refreshed], auditTarget: refreshed.card.iccid };
  });

  registrar.guardedCall(cardRefreshStatusCall, async ({ obj, caller }) => {
    const refreshed = await refreshCard(services, caller, obj.cardId, 'status');
    return { rows: [refreshed], auditTarget: refreshed.card.iccid };
  });

  registrar.guardedCall(vehicleDetailCall, async ({ obj, caller }) => {
    const cards = await scopedCardsOnVin(db, caller, obj.vin, maximumCardsPerVehicle);
    const newest = cards[0];
    if (!newest) throw notFound(`no vehicle ${obj.vin}`);
    return {
      rows: [
        {
          vin: obj.vin,
          vehicleStatus: cards.find((card) => card.vehicleStatus !== null)?.vehicleStatus ?? null,
          companyName: newest.companyName,
          orgName: newest.orgName,
          cards,
        },
      ],
    };
  });
}
