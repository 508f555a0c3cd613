import { describe, expect, it } from 'vitest';
import {
  canChangeCardStatus,
  canSwitchVoice,
  cardStatus,
  cardStatusTransitions,
  nextCardStatuses,
  type CardStatusCode,
} from './card-status';

const { pendingActivation, activated, suspended, testable, inventory, preCancelled, cancelled } =
  cardStatus.byName;

describe('card status transitions', () => {
  // Every move the status model allows; every other pair of statuses must be refused.
  const allowed: [CardStatusCode, CardStatusCode][] = [
    [inventory, testable],
    [inventory, pendingActivation],
    [inventory, activated],
    [testable, inventory],
    [testable, pendingActivation],
    [testable, activated],
    [pendingActivation, activated],
    [activated, suspended],
    [activated, preCancelled],
    [suspended, activated],
    [suspended, preCancelled],
    [preCancelled, activated],
    [preCancelled, cancelled],
  ];
  const everyPair = cardStatus.codes.flatMap((from) => cardStatus.codes.map((to) => [from, to] as const));

  it.each(everyPair)('%i → %i is allowed only when the model lists it', (from, to) => {
    const listed = allowed.some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);
    expect(canChangeCardStatus(from, to)).toBe(listed);
  });

  it('treats staying in the same status as no change', () => {
    for (const code of cardStatus.codes) expect(canChangeCardStatus(code, code)).toBe(false);
  });

  it('leaves cancelled with no way out', () => {
    expect(nextCardStatuses(cancelled)).toEqual([]);
  });

  it('has a row for every status and targets only known statuses', () => {
    expect(
      Object.keys(cardStatusTransitions)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...cardStatus.codes].sort((a, b) => a - b));
    for (const targets of Object.values(cardStatusTransitions)) {
      for (const target of targets) expect(cardStatus.has(target)).toBe(true);
    }
  });

  it('lets every status except cancelled reach cancelled', () => {
    const reachesCancelled = (from: CardStatusCode, seen = new Set<CardStatusCode>()): boolean => {
      if (from === cancelled) return true;
      seen.add(from);
      return nextCardStatuses(from).some((next) => !seen.has(next) && reachesCancelled(next, seen));
    };
    for (const code of cardStatus.codes) expect(reachesCancelled(code)).toBe(true);
  });
});

describe('voice switch by status', () => {
  it('lets stock and live cards switch voice, and freezes suspended and cancelling ones', () => {
    const switchable = cardStatus.codes.filter((status) => canSwitchVoice(status));
    expect(switchable.sort()).toEqual([pendingActivation, activated, testable, inventory].sort());
    for (const frozen of [suspended, preCancelled, cancelled]) expect(canSwitchVoice(frozen)).toBe(false);
  });
});
