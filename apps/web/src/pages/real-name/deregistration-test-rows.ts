import {
  batchLogoutPageCode,
  realnameListPageCode,
  type DeregistrationCardRow,
  type DeregistrationRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';
import { registrationRow } from './real-name-test-rows';

// Rows the deregistration pages' tests answer with, all made up; holders are answered masked.

export const deregistrationGrants = {
  [realnameListPageCode]: ['query', 'get'],
  [batchLogoutPageCode]: ['query', 'get', 'add'],
} as const;

/** An operator of the deregistration page alone: no registrations to open, nothing to send. */
export const deregistrationReaderGrants = { [batchLogoutPageCode]: ['query', 'get'] } as const;

export function deregistrationRow(overrides: Partial<DeregistrationRow> = {}): DeregistrationRow {
  return {
    id: 21,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    reason: 1,
    note: 'Sold to a new owner, contract 2026-0412',
    cardCount: 10,
    waiting: 2,
    processing: 3,
    deregistered: 4,
    failed: 1,
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    createdAt: '2026-05-06T07:50:00.000Z',
    ...overrides,
  };
}

/** The card of the registration test row, deregistered (its registration opens at id 5). */
export function deregistrationCardRow(overrides: Partial<DeregistrationCardRow> = {}): DeregistrationCardRow {
  const registration = registrationRow();
  const { cardId, iccid, msisdn, vin, holderName, companyId, companyName, orgId, orgName } = registration;
  return {
    id: 31,
    cardId,
    iccid,
    msisdn,
    vin,
    holderName,
    companyId,
    companyName,
    orgId,
    orgName,
    registrationId: registration.id,
    status: 3,
    carrierOrderNumber: 'DR-2026-000077',
    refusalReason: null,
    submittedAt: '2026-05-06T08:00:00.000Z',
    completedAt: '2026-05-06T09:00:00.000Z',
    ...overrides,
  };
}

/** A card the carrier refused to deregister. */
export const refusedCardRow = deregistrationCardRow({
  id: 32,
  cardId: 75,
  iccid: '89860424000000000075',
  msisdn: null,
  status: 4,
  registrationId: 6,
  refusalReason: 'Card has an open complaint',
});

/** A keyset page of a deregistration's cards, the last one. */
export function deregistrationCardPage(cards: readonly DeregistrationCardRow[]) {
  return okAnswer([{ cards, nextCursor: null, total: cards.length, totalIsEstimate: false }]);
}

/** A keyset page of deregistrations, the last one. */
export function deregistrationPage(deregistrations: readonly DeregistrationRow[]) {
  return okAnswer([
    { deregistrations, nextCursor: null, total: deregistrations.length, totalIsEstimate: false },
  ]);
}
