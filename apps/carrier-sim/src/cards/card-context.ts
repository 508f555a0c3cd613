import { cardStatus, type CardStatusCode } from '@simdesk/contract';
import type { Queryable } from '../database/database';
import { apnCatalogue, pccPolicyCatalogue } from '../world/catalogue';
import { defaultImeiChangeShare } from '../world/device-model';
import { hashText } from '../world/hash';
import { findCardEvents } from './card-repository';
import type { CardEvent, CardRow } from './card-row';
import { cardTimeline, type TimelineSegment } from './card-timeline';

/** What an answer about one card is computed from. */
export interface CardContext {
  card: CardRow;
  events: readonly CardEvent[];
  now: number;
  seed: number;
  /** Share of cards that move to another device (the simulator's setting). */
  imeiChangeShare: number;
  timeline(): readonly TimelineSegment[];
}

export function cardContext(
  card: CardRow,
  events: readonly CardEvent[],
  now: number,
  imeiChangeShare = defaultImeiChangeShare,
): CardContext {
  let timeline: TimelineSegment[] | undefined;
  return {
    card,
    events,
    now,
    seed: hashText(card.iccid),
    imeiChangeShare,
    timeline: () => (timeline ??= cardTimeline(card, events)),
  };
}

/** Contexts of the given cards with their stored events (optionally only some kinds), in the order given. */
export async function loadCardContexts(
  database: Queryable,
  cards: readonly CardRow[],
  now: number,
  options: { kindPatterns?: readonly string[]; imeiChangeShare?: number } = {},
): Promise<CardContext[]> {
  const events = await findCardEvents(
    database,
    cards.map((card) => card.iccid),
    options.kindPatterns,
  );
  return cards.map((card) => cardContext(card, events.get(card.iccid) ?? [], now, options.imeiChangeShare));
}

/** An instant as the API writes it. */
export const instant = (time: number | Date | null): string | null =>
  time === null ? null : new Date(time).toISOString();

const statusNames = new Map<number, string>(
  Object.entries(cardStatus.byName).map(([name, code]) => [code, name]),
);

/** The code table's name of a status (`activated` for 2), for people reading raw answers. */
export const statusName = (status: CardStatusCode): string => statusNames.get(status) ?? String(status);

/** The card's APNs with their on/off state (stored changes over the catalogue's defaults). */
export function cardApns(card: CardRow) {
  return apnCatalogue.map((apn) => ({
    name: apn.name,
    type: apn.type,
    enabled: card.apnStates?.[apn.name] ?? apn.enabledByDefault,
  }));
}

export function cardPccPolicies(card: CardRow) {
  return pccPolicyCatalogue.map((policy) => ({
    code: policy.code,
    name: policy.name,
    enabled: card.pccStates?.[policy.code] ?? policy.enabledByDefault,
    whitelist: [...policy.whitelist],
  }));
}

/** The pool membership status that follows a card status (spec §4 member status). */
export function memberStatusOf(status: CardStatusCode): 1 | 2 | 4 | 9 {
  const { activated, suspended, preCancelled, cancelled } = cardStatus.byName;
  if (status === activated) return 2;
  if (status === suspended) return 4;
  if (status === preCancelled || status === cancelled) return 9;
  return 1;
}
