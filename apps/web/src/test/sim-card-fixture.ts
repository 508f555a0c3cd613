import type { SimCardRow } from '@simdesk/contract';

/** A card of the demo's Aurora Motors as the card list answers it; tests override what they are about. */
export function simCardFixture(overrides: Partial<SimCardRow> = {}): SimCardRow {
  return {
    id: 7,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 3,
    orgName: 'North region',
    carrierAccountId: 1,
    carrier: 1,
    iccid: '89860424000000000074',
    msisdn: '1064800000007',
    imsi: null,
    imei: null,
    cardStatus: 2,
    realNameStatus: 2,
    vehicleStatus: null,
    vin: null,
    openedAt: null,
    activatedAt: null,
    ratePlan: null,
    dataUsedMonthKilobytes: 0,
    remark: null,
    tags: [],
    statusChangedAt: null,
    ...overrides,
  };
}
