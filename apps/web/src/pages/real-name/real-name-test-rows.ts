import {
  orgBatchRnPageCode,
  realnameListPageCode,
  type EnterpriseBatchRow,
  type RegistrationDetailRow,
  type RegistrationRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';

// Rows the real-name pages' tests answer with, all made up: 11010519491231002X is a valid specimen identity
// number, 91440300708461136T a valid specimen unified social credit code; the lists answer them masked.

/** The made-up card every real-name row is about, where it is placed, and the vehicle it is fitted to. */
export const placedTestCard = {
  cardId: 74,
  iccid: '89860424000000000074',
  msisdn: '1064800000074',
  companyId: 2,
  companyName: 'Aurora Motors',
  orgId: 11,
  orgName: 'North region',
  vin: 'LSVAU2170N2183294',
};

export const realNameGrants = {
  [realnameListPageCode]: ['query', 'get', 'reveal'],
  [orgBatchRnPageCode]: ['query', 'get', 'add'],
} as const;

export function registrationRow(overrides: Partial<RegistrationRow> = {}): RegistrationRow {
  return {
    id: 5,
    ...placedTestCard,
    customerType: 2,
    registrationSource: 1,
    realNameStatus: 4,
    holderName: '王*',
    documentType: 'A',
    documentNumber: '110***********002X',
    enterpriseName: 'Aurora Fleet Services',
    batchId: 12,
    carrierOrderNumber: 'RN-2026-000123',
    refusalCode: 'FACE_MISMATCH',
    refusalReason: 'Face does not match the document photo',
    reviewDueAt: null,
    submittedAt: '2026-05-02T08:00:00.000Z',
    completedAt: '2026-05-02T09:00:00.000Z',
    createdAt: '2026-05-02T07:50:00.000Z',
    ...overrides,
  };
}

/** A card still at the carrier, in a manual review. */
export const inReviewRow = registrationRow({
  id: 6,
  cardId: 75,
  iccid: '89860424000000000075',
  msisdn: null,
  realNameStatus: 1,
  refusalCode: null,
  refusalReason: null,
  reviewDueAt: '2026-05-04T08:00:00.000Z',
  completedAt: null,
});

export function registrationDetailRow(overrides: Partial<RegistrationDetailRow> = {}): RegistrationDetailRow {
  return {
    ...registrationRow(),
    mobile: '138****8000',
    address: 'No. 1 ******** Road',
    enterpriseCertificateType: 'S',
    enterpriseCertificateNumber: '914***********136T',
    events: [
      { id: 1, kind: 'created', at: '2026-05-02T07:50:00.000Z', detail: null, operatorName: 'Han Mei' },
      { id: 2, kind: 'submitted', at: '2026-05-02T08:00:00.000Z', detail: null, operatorName: null },
      {
        id: 3,
        kind: 'refused',
        at: '2026-05-02T09:00:00.000Z',
        detail: 'Face does not match the document photo',
        operatorName: null,
      },
    ],
    ...overrides,
  };
}

export function enterpriseBatchRow(overrides: Partial<EnterpriseBatchRow> = {}): EnterpriseBatchRow {
  return {
    id: 12,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    enterpriseName: 'Aurora Fleet Services',
    certificateType: 'S',
    certificateNumber: '914***********136T',
    responsibleName: '王*',
    cardCount: 10,
    waiting: 2,
    processing: 3,
    registered: 4,
    failed: 1,
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    createdAt: '2026-05-02T07:50:00.000Z',
    ...overrides,
  };
}

/** A keyset page of registrations, the last one. */
export function registrationPage(registrations: readonly RegistrationRow[]) {
  return okAnswer([{ registrations, nextCursor: null, total: registrations.length, totalIsEstimate: false }]);
}

/** The scope of an operator of one company, with no org tree. */
export const oneCompanyScope = okAnswer([{ orgs: [], companies: [] }]);
