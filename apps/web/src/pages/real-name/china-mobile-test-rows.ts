import {
  realnameListPageCode,
  yidongRnReusePageCode,
  yidongVinReuploadPageCode,
  type VinReuploadDetailRow,
  type VinReuploadRow,
} from '@simdesk/contract/modules/real-name';
import { okAnswer } from '../../test/api-fixtures';
import { registrationDetailRow, registrationRow } from './real-name-test-rows';

// Rows the China Mobile pages' tests answer with, all made up; LSVAU2172N2183295 is a VIN with a valid check
// character (the registration test row's LSVAU2170N2183294 is the one refused).

export const chinaMobileGrants = {
  [realnameListPageCode]: ['query', 'get', 'reveal'],
  [yidongRnReusePageCode]: ['query', 'get', 'add'],
  [yidongVinReuploadPageCode]: ['query', 'get', 'import'],
} as const;

/** An operator who may read the China Mobile pages and nothing more: no reuse, no re-upload. */
export const chinaMobileReaderGrants = {
  [yidongRnReusePageCode]: ['query', 'get'],
  [yidongVinReuploadPageCode]: ['query', 'get'],
} as const;

/** A card registered by reuse, China Mobile's answer still awaited. */
export const reusedRow = registrationRow({
  id: 7,
  cardId: 77,
  iccid: '89860424000000000077',
  msisdn: '1064800000077',
  customerType: 1,
  registrationSource: 5,
  realNameStatus: 1,
  enterpriseName: null,
  batchId: null,
  carrierOrderNumber: 'RN-2026-000321',
  refusalCode: null,
  refusalReason: null,
  completedAt: null,
});

/** The reused registration as its detail page reads it. */
export const reusedDetailRow = registrationDetailRow({
  ...reusedRow,
  enterpriseCertificateType: null,
  enterpriseCertificateNumber: null,
});

/** A registration China Mobile refused for its VIN. */
export const vinRefusedRow = registrationRow({
  customerType: 1,
  registrationSource: 2,
  enterpriseName: null,
  batchId: null,
  refusalCode: 'VIN_MISMATCH',
  refusalReason: 'VIN not on the vehicle register',
});

export function vinReuploadRow(overrides: Partial<VinReuploadRow> = {}): VinReuploadRow {
  return {
    id: 41,
    cardId: 74,
    iccid: '89860424000000000074',
    msisdn: '1064800000074',
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    registrationId: 5,
    holderName: '王*',
    previousVin: 'LSVAU2170N2183294',
    vin: 'LSVAU2172N2183295',
    status: 4,
    carrierOrderNumber: 'VR-2026-000041',
    refusalReason: 'VIN still differs from the register',
    operatorId: 3,
    account: 'hanmei',
    name: 'Han Mei',
    submittedAt: '2026-05-07T08:00:00.000Z',
    completedAt: '2026-05-07T09:00:00.000Z',
    createdAt: '2026-05-07T07:50:00.000Z',
    ...overrides,
  };
}

export function vinReuploadDetailRow(overrides: Partial<VinReuploadDetailRow> = {}): VinReuploadDetailRow {
  return {
    ...vinReuploadRow(),
    events: [
      ...registrationDetailRow().events,
      {
        id: 4,
        kind: 'vinReuploaded',
        at: '2026-05-07T08:00:00.000Z',
        detail: 'LSVAU2172N2183295',
        operatorName: 'Han Mei',
      },
    ],
    ...overrides,
  };
}

/** A keyset page of VIN re-uploads, the last one. */
export function vinReuploadPage(reuploads: readonly VinReuploadRow[]) {
  return okAnswer([{ reuploads, nextCursor: null, total: reuploads.length, totalIsEstimate: false }]);
}
