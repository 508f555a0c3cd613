// A card's past as segments of constant state, rebuilt from its seeded start and its stored events.
// Usage, sessions and device sightings are computed over these segments.
import { cardStatus, type CardStatusCode } from '@simdesk/contract';
import type { ServiceName } from '../world/catalogue';
import type { CardEvent, CardRow } from './card-row';

export interface CardState {
  status: CardStatusCode;
  services: Record<ServiceName, boolean>;
}

export interface TimelineSegment {
  from: number;
  /** Infinity for the segment that lasts until now. */
  to: number;
  state: CardState;
}

export interface StatusChange {
  at: number;
  from: CardStatusCode;
  to: CardStatusCode;
  reason: string | null;
  orderNumber: string | null;
}

const { activated, suspended, testable, inventory, preCancelled, cancelled } = cardStatus.byName;

/** Statuses in which a card is on the network. */
export function isLiveStatus(status: CardStatusCode): boolean {
  return status === activated || status === testable;
}

const seeded = (at: number, from: CardStatusCode, to: CardStatusCode): StatusChange => ({
  at,
  from,
  to,
  reason: null,
  orderNumber: null,
});

/** The changes that led to the seeded status (cards are seeded without event rows). */
export function seededStatusChanges(card: CardRow): StatusChange[] {
  const statusAt = card.seedStatusAt.getTime();
  const activatedAt = card.activatedAt?.getTime() ?? statusAt;
  switch (card.seedStatus) {
    case inventory:
      return [];
    case activated:
      return [seeded(activatedAt, inventory, activated)];
    case suspended:
    case preCancelled:
      return [seeded(activatedAt, inventory, activated), seeded(statusAt, activated, card.seedStatus)];
    case cancelled: {
      const preCancelledAt = Math.round((activatedAt + statusAt) / 2);
      return [
        seeded(activatedAt, inventory, activated),
        seeded(preCancelledAt, activated, preCancelled),
        seeded(statusAt, preCancelled, cancelled),
      ];
    }
    default:
      return [seeded(statusAt, inventory, card.seedStatus)];
  }
}

/** Every status change of the card, oldest first: the seeded ones, then the stored ones. */
export function statusHistory(card: CardRow, events: readonly CardEvent[]): StatusChange[] {
  const stored = events
    .filter((event) => event.kind === 'status')
    .map((event) => ({
      at: event.occurredAt.getTime(),
      from: Number(event.fromValue) as CardStatusCode,
      to: Number(event.toValue) as CardStatusCode,
      reason: event.reason,
      orderNumber: event.orderNumber,
    }));
  return [...seededStatusChanges(card), ...stored];
}

const serviceColumns: Record<ServiceName, (card: CardRow) => boolean> = {
  voice: (card) => card.voiceEnabled,
  sms: (card) => card.smsEnabled,
  data: (card) => card.dataEnabled,
  internationalRoaming: (card) => card.internationalRoamingEnabled,
};

/** The card's state over time: from the beginning of time to now and on. */
export function cardTimeline(card: CardRow, events: readonly CardEvent[]): TimelineSegment[] {
  const serviceEvents = events.filter((event) => event.kind.startsWith('service:'));
  const services = {} as Record<ServiceName, boolean>;
  for (const name of Object.keys(serviceColumns) as ServiceName[]) {
    // Before its first stored switch a service had the value that switch started from.
    const first = serviceEvents.find((event) => event.kind === `service:${name}`);
    services[name] = first ? first.fromValue === 'on' : serviceColumns[name](card);
  }
  type Change = { at: number; apply(state: CardState): CardState };
  const changes: Change[] = [
    ...statusHistory(card, events).map((change) => ({
      at: change.at,
      apply: (state: CardState) => ({ ...state, status: change.to }),
    })),
    ...serviceEvents.map((event) => ({
      at: event.occurredAt.getTime(),
      apply: (state: CardState) => ({
        ...state,
        services: { ...state.services, [event.kind.slice('service:'.length)]: event.toValue === 'on' },
      }),
    })),
  ].sort((left, right) => left.at - right.at);
  const segments: TimelineSegment[] = [];
  let current: TimelineSegment = { from: -Infinity, to: Infinity, state: { status: inventory, services } };
  for (const change of changes) {
    segments.push({ ...current, to: change.at });
    current = { from: change.at, to: Infinity, state: change.apply(current.state) };
  }
  segments.push(current);
  return segments.filter((segment) => segment.to > segment.from);
}

/** The segment in force at a moment. */
export function segmentAt(timeline: readonly TimelineSegment[], time: number): TimelineSegment {
  const found = timeline.find((segment) => segment.from <= time && time < segment.to);
  const last = timeline[timeline.length - 1];
  if (found) return found;
  if (!last) throw new Error('empty timeline');
  return last;
}
