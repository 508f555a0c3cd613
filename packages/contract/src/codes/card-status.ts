import { defineCodeTable, defineStateTable, type CodeOf } from './code-table';

/** SIM card lifecycle status (spec §4); codes 3 and 5 are unused. Live green, paused amber, gone red. */
export const cardStatus = defineCodeTable(
  'cardStatus',
  {
    pendingActivation: 1,
    activated: 2,
    suspended: 4,
    testable: 6,
    inventory: 7,
    preCancelled: 8,
    cancelled: 9,
  },
  {
    pendingActivation: 'gold',
    activated: 'success',
    suspended: 'warning',
    testable: 'cyan',
    preCancelled: 'orange',
    cancelled: 'error',
  },
);
export type CardStatusCode = CodeOf<typeof cardStatus>;

const { pendingActivation, activated, suspended, testable, inventory, preCancelled, cancelled } =
  cardStatus.byName;

/**
 * Status changes an operator may request, modelled on OneLink: stock (inventory, testable) can go live,
 * live cards can pause and come back, and cancellation passes through pre-cancelled so it can be undone.
 */
const cardStatusMoves = defineStateTable<CardStatusCode>({
  [inventory]: [testable, pendingActivation, activated],
  [testable]: [inventory, pendingActivation, activated],
  [pendingActivation]: [activated],
  [activated]: [suspended, preCancelled],
  [suspended]: [activated, preCancelled],
  [preCancelled]: [activated, cancelled],
  // Cancelled is final: the number goes back to the carrier.
  [cancelled]: [],
});
export const cardStatusTransitions = cardStatusMoves.moves;

/** Whether a card may move from one status to another; staying in the same status is not a change. */
export const canChangeCardStatus = cardStatusMoves.canMove;

/** Statuses a card in `from` may be changed to, for the state-change form. */
export const nextCardStatuses = cardStatusMoves.nextStates;

/**
 * Statuses in which a card's voice service may be switched: stock and live cards. A suspended or cancelling
 * card keeps its services as they are until it comes back (carriers refuse function changes on stopped cards).
 */
export const voiceSwitchableStatuses: readonly CardStatusCode[] = [
  inventory,
  testable,
  pendingActivation,
  activated,
];

/** Whether the carrier accepts a voice service change for a card in this status. */
export function canSwitchVoice(status: CardStatusCode): boolean {
  return voiceSwitchableStatuses.includes(status);
}
