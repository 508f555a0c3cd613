import {
  realnameListPageCode,
  uploadPageCode,
  type UploadDetailRow,
  type UploadRow,
} from '@simdesk/contract/modules/real-name';
import { setUpEachTest } from '../../test/each-test';
import { okAnswer } from '../../test/api-fixtures';
import { placedTestCard, registrationDetailRow, registrationRow } from './real-name-test-rows';

/** The upload pages' rights (import: the push itself), and the registration pages an arrival links to. */
export const uploadGrants = {
  [realnameListPageCode]: ['query', 'get'],
  [uploadPageCode]: ['query', 'get', 'import'],
} as const;

// What the upload pages' tests are answered, all made up.

export function uploadRow(overrides: Partial<UploadRow> = {}): UploadRow {
  return {
    id: 31,
    receivedAt: '2026-11-20T08:00:00.000Z',
    requestId: 'req-0001',
    appKey: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    operatorId: 4,
    account: 'aurora.integration',
    name: 'Aurora integration',
    companyId: placedTestCard.companyId,
    companyName: placedTestCard.companyName,
    orgId: placedTestCard.orgId,
    orgName: placedTestCard.orgName,
    reference: 'PO-7',
    kind: 'owner',
    cardNumber: placedTestCard.iccid,
    cardId: placedTestCard.cardId,
    iccid: placedTestCard.iccid,
    msisdn: placedTestCard.msisdn,
    vin: placedTestCard.vin,
    holderName: '王*明',
    outcome: 'accepted',
    refusalCode: null,
    refusalReason: null,
    registrationId: 5,
    registrationStatus: 1,
    ...overrides,
  };
}

/** An arrival refused for its data: the card as pushed, never found. */
export const refusedUploadRow = uploadRow({
  id: 32,
  reference: null,
  kind: 'enterprise',
  cardNumber: '89860424000000000099',
  cardId: null,
  iccid: null,
  msisdn: null,
  holderName: null,
  outcome: 'refused',
  refusalCode: 'cardNotFound',
  refusalReason: 'no card of yours has the number 89860424000000000099',
  registrationId: null,
  registrationStatus: null,
});

export function uploadDetailRow(overrides: Partial<UploadDetailRow> = {}): UploadDetailRow {
  return {
    ...uploadRow(),
    documentType: 'A',
    documentNumber: '110***********002X',
    mobile: '139****0011',
    enterpriseName: null,
    problems: [],
    pictures: ['documentFront', 'documentBack', 'livePhoto'],
    faceScore: 92,
    livenessPassed: true,
    registration: registrationRow({ realNameStatus: 1, refusalCode: null, refusalReason: null }),
    events: registrationDetailRow().events,
    ...overrides,
  };
}

export const uploadSummary = okAnswer([
  {
    accepted: 12,
    refused: 3,
    byRefusal: {
      invalid: 1,
      duplicateInRequest: 0,
      cardNotFound: 2,
      cardRegistered: 0,
      cardRegistering: 0,
      vinMismatch: 0,
    },
  },
]);

export const uploadIntegration = okAnswer([
  {
    endpoint: '/api/open/v1/real-name/registrations',
    appKey: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    allowedAddresses: [],
    timestampWindowSeconds: 300,
    maximumRegistrations: 100,
    maximumImageBytes: 1_048_576,
  },
]);

/** Before each test of an upload page's file: its grants, and time for antd's tables in jsdom. */
export const setUpUploadTests = () => setUpEachTest({ grants: uploadGrants, testTimeout: 60_000 });
