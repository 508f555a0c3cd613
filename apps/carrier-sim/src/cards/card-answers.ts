// The answer of each card query, computed from the stored card, its events and the simulated clock.
import { issuingCarrier, speedTiers, stopReasons, type StopReasonCode } from '../world/catalogue';
import { bindingAt, deviceAt, type BindingAnswer } from '../world/device-model';
import { lastSeenAt, sessionAt } from '../world/session-model';
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
  const device = deviceAt(context.seed, context.timeline(), context.now, context.imeiChangeShare);
  return { imei: device.imei, imeiSeenSince: instant(device.seenSince) };
}

export function basicInfoAnswer(context: CardContext): Answer {
  const { card } = context;
  return {
    imei: imeiAnswer(context).imei,
    openDate: carrierDateOf(card.openedAt.getTime()),
    activationDate: card.activatedAt ? carrierDateOf(card.activatedAt.getTime()) : null,
    carrier: issuingCarrier(card.iccid).code,
    carrierName: issuingCarrier(card.iccid).name,
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

/** What the session model needs of the card, apart from the moment asked about. */
function sessionInputOf({ card, seed, now }: CardContext) {
  return {
    seed,
    now,
    apn: cardApns(card).find((entry) => entry.enabled)?.name ?? null,
    sessionResetAt: card.sessionResetAt?.getTime() ?? null,
  };
}

export function sessionAnswer(context: CardContext): Answer {
  const session = sessionAt({
    ...sessionInputOf(context),
    current: segmentAt(context.timeline(), context.now),
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

/** The event kind of a rebind or unbind order that took effect (to: the IMEI bound, null when unbound). */
export const bindingEventKind = 'binding';

/**
 * The card's binding as of `now`: the last rebind or unbind that took effect, else the one the carrier made
 * when the card first came on the network. A later move to another device separates it again.
 */
export function bindingNow(context: CardContext): BindingAnswer {
  const changes = context.events.filter(
    (event) => event.kind === bindingEventKind && event.occurredAt.getTime() <= context.now,
  );
  const last = changes.at(-1);
  if (last) {
    return { imei: last.toValue, boundSince: last.toValue === null ? null : last.occurredAt.getTime() };
  }
  return bindingAt(context.seed, context.timeline(), context.now, context.imeiChangeShare);
}

/**
 * The terminal the card sits in (OneLink card-bind-status + sim-imei + on-off status in one): whether it is
 * online, when the network last saw it, the IMEI seen against the IMEI bound, and the binding state.
 */
export function deviceStateAnswer(context: CardContext): Answer {
  const { seed, now } = context;
  const timeline = context.timeline();
  const input = sessionInputOf(context);
  const session = sessionAt({ ...input, current: segmentAt(timeline, now) });
  const device = deviceAt(seed, timeline, now, context.imeiChangeShare);
  const binding = bindingNow(context);
  const bindStatus = binding.imei === null ? 'unbound' : device.imei === binding.imei ? 'bound' : 'separated';
  // A terminal that never opened a data session was still seen when it first showed its IMEI.
  const sightings = [lastSeenAt(input, timeline), device.seenSince].filter((time) => time !== null);
  return {
    online: session.online,
    rat: session.rat,
    lastSeenAt: instant(sightings.length > 0 ? Math.max(...sightings) : null),
    imei: device.imei,
    imeiSeenSince: instant(device.seenSince),
    boundImei: binding.imei,
    boundSince: instant(binding.boundSince),
    bindStatus,
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

export function poolMembershipAnswer({ card }: CardContext): Answer {
  return {
    poolId: card.poolId,
    memberStatus: card.poolId ? memberStatusOf(card.status) : null,
    joinedAt: card.poolId ? instant(card.openedAt) : null,
  };
}
