// The answer of each card query, computed from the stored card, its events and the simulated clock.
import { simulatedCarrier, speedTiers, stopReasons, type StopReasonCode } from '../world/catalogue';
import { deviceAt } from '../world/device-model';
import { sessionAt } from '../world/session-model';
import { carrierDateOf } from '../time/carrier-day';
import {
  cardApns,
  cardPccPolicies,
  instant,
  memberStatusOf,
  statusName,
  type CardContext,
} from './card-context';
import { segmentAt, statusHistory } from './card-timeline';

type Answer = Record<string, unknown>;

export function statusAnswer({ card }: CardContext): Answer {
  return {
    status: card.status,
    statusName: statusName(card.status),
    statusChangedAt: instant(card.statusChangedAt),
    lastChangeDate: carrierDateOf(card.statusChangedAt.getTime()),
  };
}

export function imeiAnswer(context: CardContext): Answer {
  const device = deviceAt(context.seed, context.timeline(), context.now);
  return { imei: device.imei, imeiSeenSince: instant(device.seenSince) };
}

export function basicInfoAnswer(context: CardContext): Answer {
  const { card } = context;
  return {
    imei: imeiAnswer(context).imei,
    openDate: carrierDateOf(card.openedAt.getTime()),
    activationDate: card.activatedAt ? carrierDateOf(card.activatedAt.getTime()) : null,
    carrier: simulatedCarrier.code,
    carrierName: simulatedCarrier.name,
    ratePlan: card.ratePlan,
  };
}

export function stopReasonAnswer({ card }: CardContext): Answer {
  const code = card.stopReason as StopReasonCode | null;
  return {
    status: card.status,
    stopReason: code,
    stopReasonDescription: code ? (stopReasons[code] ?? null) : null,
  };
}

export function changeHistoryAnswer({ card, events }: CardContext): Answer {
  const history = statusHistory(card, events)
    .reverse()
    .map((change) => ({
      fromStatus: change.from,
      toStatus: change.to,
      changedAt: instant(change.at),
      reason: change.reason,
      orderNumber: change.orderNumber,
    }));
  return { history };
}

export function sessionAnswer(context: CardContext): Answer {
  const { card, now } = context;
  const apn = cardApns(card).find((entry) => entry.enabled)?.name ?? null;
  const session = sessionAt({
    seed: context.seed,
    now,
    current: segmentAt(context.timeline(), now),
    apn,
    sessionResetAt: card.sessionResetAt?.getTime() ?? null,
  });
  return {
    online: session.online,
    ipAddress: session.ipAddress,
    apn: session.apn,
    sessionStartedAt: instant(session.startedAt),
    rat: session.rat,
    roaming: session.roaming,
    visitedCountry: session.visitedCountry,
  };
}

export function serviceSwitchesAnswer({ card }: CardContext): Answer {
  return {
    voice: card.voiceEnabled,
    sms: card.smsEnabled,
    data: card.dataEnabled,
    internationalRoaming: card.internationalRoamingEnabled,
  };
}

export function apnAnswer({ card }: CardContext): Answer {
  return { apns: cardApns(card) };
}

export function pccAnswer({ card }: CardContext): Answer {
  return {
    speedTier: card.speedTier,
    speedTierLabel: speedTiers[card.speedTier] ?? null,
    policies: cardPccPolicies(card),
  };
}

export function realNameAnswer({ card }: CardContext): Answer {
  return { realNameStatus: card.realNameStatus };
}

export function poolMembershipAnswer({ card }: CardContext): Answer {
  return {
    poolId: card.poolId,
    memberStatus: card.poolId ? memberStatusOf(card.status) : null,
    joinedAt: card.poolId ? instant(card.openedAt) : null,
  };
}
