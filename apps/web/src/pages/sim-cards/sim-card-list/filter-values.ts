import type { Dayjs } from 'dayjs';
import {
  cardNumberKinds,
  formatDateTime,
  type CardNumberKind,
  type CardStatusCode,
  type CarrierCode,
  type RealNameStatusCode,
  type SimCardFilter,
  type VehicleStatusCode,
} from '@simdesk/contract';

/** What the filter bar holds; data usage is typed in MB, the call takes KB. */
export interface SimCardFilterValues {
  cardNumber: string;
  cardStatus: CardStatusCode[];
  carrier: CarrierCode;
  companyId: number;
  orgId: number;
  realNameStatus: RealNameStatusCode;
  vehicleStatus: VehicleStatusCode;
  activated: [Dayjs | null, Dayjs | null];
  tags: string[];
  dataUsedFromMegabytes: number;
  dataUsedToMegabytes: number;
}

const kilobytesPerMegabyte = 1024;
const toKilobytes = (megabytes: number | null | undefined) =>
  megabytes === undefined || megabytes === null ? undefined : Math.round(megabytes * kilobytesPerMegabyte);

/** The list call's filter from the form and the batch query; empty values are left out. */
export function toSimCardFilter(values: Partial<SimCardFilterValues>, batchNumbers: string[]): SimCardFilter {
  const [from, to] = values.activated ?? [];
  return {
    cardNumber: values.cardNumber?.trim() || undefined,
    cardStatus: values.cardStatus?.length ? values.cardStatus : undefined,
    carrier: values.carrier,
    companyId: values.companyId,
    orgId: values.orgId,
    realNameStatus: values.realNameStatus,
    vehicleStatus: values.vehicleStatus,
    activatedFrom: from ? formatDateTime(from.startOf('day').toDate()) : undefined,
    activatedTo: to ? formatDateTime(to.endOf('day').toDate()) : undefined,
    tags: values.tags?.length ? values.tags : undefined,
    dataUsedFromKilobytes: toKilobytes(values.dataUsedFromMegabytes),
    dataUsedToKilobytes: toKilobytes(values.dataUsedToMegabytes),
    batchNumbers: batchNumbers.length > 0 ? batchNumbers : undefined,
  };
}

/** What the page was opened with: the quick search sends cardNumber and numberType; batchOpr opens the batch. */
export interface OpenedWith {
  cardNumber?: string;
  numberType?: CardNumberKind;
  openBatch: boolean;
}

export function readOpenedWith(search: string): OpenedWith {
  const query = new URLSearchParams(search);
  const numberType = query.get('numberType');
  const batchOpr = query.get('batchOpr');
  return {
    cardNumber: query.get('cardNumber') ?? undefined,
    numberType: cardNumberKinds.find((kind) => kind === numberType),
    openBatch: batchOpr !== null && batchOpr !== '' && batchOpr !== '0' && batchOpr !== 'false',
  };
}
