import {
  collectingPageCode,
  realnameListPageCode,
  type CollectionDetailRow,
  type CollectionRow,
  type DocumentReadingRow,
  type ServiceHallStateRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';
import { placedTestCard } from './real-name-test-rows';

// Owner collections the tests answer with, all made up: 11010519491231002X is a valid specimen identity number.

export const collectingGrants = {
  [collectingPageCode]: ['query', 'get', 'add', 'disable'],
  [realnameListPageCode]: ['query', 'get'],
} as const;

/** A link's secret as the server makes one: 43 base64url characters. */
export const ownerToken = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

export function collectionRow(overrides: Partial<CollectionRow> = {}): CollectionRow {
  return {
    id: 31,
    ...placedTestCard,
    stage: 3,
    expiresAt: '2026-05-03T08:00:00.000Z',
    openedAt: '2026-05-02T08:05:00.000Z',
    submittedAt: null,
    ownerName: '王*',
    warnings: [{ code: -9102, reasons: ['black-and-white copy'] }],
    faceScore: 62.25,
    faceAttempts: 1,
    registrationId: null,
    realNameStatus: null,
    refusalReason: null,
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    createdAt: '2026-05-02T08:00:00.000Z',
    ...overrides,
  };
}

export function collectionDetailRow(overrides: Partial<CollectionDetailRow> = {}): CollectionDetailRow {
  return {
    ...collectionRow(),
    events: [
      { id: 1, kind: 'sent', at: '2026-05-02T08:00:00.000Z', detail: null, operatorName: 'Han Mei' },
      { id: 2, kind: 'opened', at: '2026-05-02T08:05:00.000Z', detail: null, operatorName: null },
      {
        id: 3,
        kind: 'documentRead',
        at: '2026-05-02T08:06:00.000Z',
        detail: 'front -9102',
        operatorName: null,
      },
    ],
    ...overrides,
  };
}

/** A keyset page of collections, the last one. */
export function collectionPage(collections: readonly CollectionRow[]) {
  return okAnswer([{ collections, nextCursor: null, total: collections.length, totalIsEstimate: false }]);
}

export function frontReading(overrides: Partial<DocumentReadingRow> = {}): DocumentReadingRow {
  return {
    side: 'front',
    fields: {
      name: '王芳',
      sex: '女',
      ethnicity: '汉',
      birthDate: '1949-12-31',
      address: '北京市朝阳区示例路1号',
      idNumber: '11010519491231002X',
    },
    warnings: [],
    ...overrides,
  };
}

export function backReading(overrides: Partial<DocumentReadingRow> = {}): DocumentReadingRow {
  return {
    side: 'back',
    fields: { issuingAuthority: '北京市公安局朝阳分局', validFrom: '2020-01-01', validUntil: '长期' },
    warnings: [],
    ...overrides,
  };
}

export function hallState(overrides: Partial<ServiceHallStateRow> = {}): ServiceHallStateRow {
  return {
    companyName: 'Aurora Motors',
    iccid: '8986042400******0074',
    vin: 'LSVAU2170N2183294',
    stage: 2,
    expiresAt: '2026-05-03T08:00:00.000Z',
    front: null,
    back: null,
    confirmed: false,
    faceAttemptsLeft: 3,
    realNameStatus: null,
    refusalReason: null,
    ...overrides,
  };
}
