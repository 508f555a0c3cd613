import { describe, expect, it } from 'vitest';
import {
  canChangeCardStatus,
  cardStatus,
  cardStatusTransitions,
  nextCardStatuses,
  type CardStatusCode,
} from './card-status';

const { pendingActivation, activated, suspended, testable, inventory, preCancelled, cancelled } =
  cardStatus.byName;

describe('card status transitions', () => {
  it.each<[CardStatusCode, CardStatusCode]>([
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
  ])('allows %i → %i', (from, to) => {
    expect(canChangeCardStatus(from, to)).toBe(true);
  });

  it.each<[CardStatusCode, CardStatusCode]>([
    [activated, cancelled],
    [suspended, cancelled],
    [inventory, cancelled],
    [activated, inventory],
    [activated, testable],
    [pendingActivation, suspended],
    [pendingActivation, inventory],
    [suspended, inventory],
    [preCancelled, suspended],
    [cancelled, activated],
    [cancelled, inventory],
  ])('refuses %i → %i', (from, to) => {
    expect(canChangeCardStatus(from, to)).toBe(false);
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
