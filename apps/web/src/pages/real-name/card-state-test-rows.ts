import {
  collectingPageCode,
  orgBatchRnPageCode,
  realnameCardStateListPageCode,
  realnameListPageCode,
  type CardStateDetailRow,
  type CardStateRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';
import { setUpEachTest } from '../../test/each-test';
import { registrationDetailRow, registrationRow, placedTestCard } from './real-name-test-rows';

// Rows the card state pages' tests answer with, all made up.

/** The card state pages, and the pages that resolve a blocked card. */
export const cardStateGrants = {
  [realnameCardStateListPageCode]: ['query', 'get'],
  [realnameListPageCode]: ['query', 'get'],
  [orgBatchRnPageCode]: ['query', 'get'],
  [collectingPageCode]: ['query', 'get'],
} as const;

export function cardStateRow(overrides: Partial<CardStateRow> = {}): CardStateRow {
  return {
    id: 74,
    ...placedTestCard,
    cardStatus: 7,
    realNameStatus: 4,
    blockReason: 'failed',
    waitingSince: '2026-05-02T09:00:00.000Z',
    refusalCode: 'FACE_MISMATCH',
    refusalReason: 'Face does not match the document photo',
    latestRegistrationId: 5,
    ...overrides,
  };
}

/** A card registered and activated: nothing waits. */
export const activatedCardRow = cardStateRow({
  id: 80,
  cardId: 80,
  iccid: '89860424000000000080',
  msisdn: null,
  vin: null,
  cardStatus: 2,
  realNameStatus: 2,
  blockReason: null,
  waitingSince: null,
  refusalCode: null,
  refusalReason: null,
  latestRegistrationId: 9,
});

export function cardStateDetailRow(overrides: Partial<CardStateDetailRow> = {}): CardStateDetailRow {
  return {
    ...cardStateRow(),
    registrations: [registrationRow()],
    latestEvents: registrationDetailRow().events,
    stateHistory: [
      {
        id: 3,
        fromStatus: 6,
        toStatus: 7,
        reason: 'tests ended',
        orderNumber: null,
        changedAt: '2026-05-01T08:00:00.000Z',
        operatorAccount: 'hanmei',
        operatorName: 'Han Mei',
      },
    ],
    ...overrides,
  };
}

/** The summary of the scope the list tests show. */
export const cardStateSummary = okAnswer([
  {
    blocked: { notRegistered: 120, registering: 4, failed: 7, deregistered: 2 },
    registered: 60,
    total: 400,
  },
]);

/** Before each test of a card state page's file: its grants, and time for antd's tables in jsdom. */
export const setUpCardStateTests = () => setUpEachTest({ grants: cardStateGrants, testTimeout: 60_000 });
