import {
  vehicleChangeCardPageCode,
  type CardChangeDetailRow,
  type CardChangeRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';

// Rows the card change pages' tests answer with, all made up; LSVAU2170N2183294 has a valid check character.

export const cardChangeGrants = { [vehicleChangeCardPageCode]: ['query', 'get', 'add'] } as const;

/** An operator who reads the card changes and may change nothing. */
export const cardChangeReaderGrants = { [vehicleChangeCardPageCode]: ['query', 'get'] } as const;

export function cardChangeRow(overrides: Partial<CardChangeRow> = {}): CardChangeRow {
  return {
    id: 31,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    vehicleId: 7,
    vin: 'LSVAU2170N2183294',
    role: 1,
    oldCardId: 74,
    oldIccid: '89860424000000000074',
    oldMsisdn: '1064800000074',
    newCardId: 75,
    newIccid: '89860424000000000075',
    newMsisdn: '1064800000075',
    oldRegistrationId: 5,
    newRegistrationId: 6,
    customerType: 2,
    holderName: 'Aurora Motors Sales Co.',
    status: 5,
    failedStep: 'register',
    releaseOrderNumber: 'RN-2026-000401',
    registerOrderNumber: 'RN-2026-000402',
    refusalCode: 'CARD_STATE',
    refusalReason: 'the card is registered to another enterprise',
    note: 'T-Box replaced, work order 2026-118',
    attempts: 1,
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    createdAt: '2026-05-06T07:50:00.000Z',
    completedAt: '2026-05-06T07:58:00.000Z',
    ...overrides,
  };
}

export const cardChangePage = (changes: readonly CardChangeRow[]) =>
  okAnswer([{ changes, nextCursor: null, total: changes.length }]);

export function cardChangeDetailRow(overrides: Partial<CardChangeDetailRow> = {}): CardChangeDetailRow {
  return {
    change: cardChangeRow(),
    oldCard: {
      cardId: 74,
      iccid: '89860424000000000074',
      msisdn: null,
      cardStatus: 2,
      realNameStatus: 3,
      registrationId: 5,
    },
    newCard: {
      cardId: 75,
      iccid: '89860424000000000075',
      msisdn: null,
      cardStatus: 2,
      realNameStatus: 2,
      registrationId: 6,
    },
    events: [
      { id: 1, kind: 'created', at: '2026-05-06T07:50:00.000Z', detail: null, operatorName: 'Han Mei' },
      {
        id: 2,
        kind: 'releaseSent',
        at: '2026-05-06T07:51:00.000Z',
        detail: 'RN-2026-000401',
        operatorName: null,
      },
      {
        id: 3,
        kind: 'released',
        at: '2026-05-06T07:53:00.000Z',
        detail: 'RN-2026-000401',
        operatorName: null,
      },
      {
        id: 4,
        kind: 'registerSent',
        at: '2026-05-06T07:54:00.000Z',
        detail: 'RN-2026-000402',
        operatorName: null,
      },
      {
        id: 5,
        kind: 'refused',
        at: '2026-05-06T07:58:00.000Z',
        detail: 'register: CARD_STATE: the card is registered to another enterprise',
        operatorName: null,
      },
    ],
    ...overrides,
  };
}
