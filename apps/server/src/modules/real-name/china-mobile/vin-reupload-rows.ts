import { eq, inArray } from 'drizzle-orm';
import type { VinReuploadStatusCode } from '@simdesk/contract';
import type {
  VinReuploadDetailRow,
  VinReuploadFilter,
  VinReuploadRow,
} from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import { isoOrNull, placedRowsReader } from '../../../platform/database/place-names';
import { cardNumberCondition, placedCardFields } from '../list-filters';
import { registrationEventsOf } from '../registration-detail';
import { realNameRegistrations, realNameVinReuploads } from '../real-name-schema';
import { lookedUp, scopedRecords } from '../scoped-records';

const reuploads = realNameVinReuploads;

export const readVinReuploadRows = placedRowsReader(
  reuploads,
  {
    reupload: reuploads,
    holder: lookedUp<string>(
      realNameRegistrations.holderNameMasked,
      realNameRegistrations.id,
      reuploads.registrationId,
    ),
    ...operatorNameColumns(reuploads.createdBy),
  },
  ({ reupload, holder, account, name, ...names }): VinReuploadRow => ({
    id: reupload.id,
    ...placedCardFields(reupload, names),
    registrationId: reupload.registrationId,
    holderName: holder,
    previousVin: reupload.previousVin,
    vin: reupload.vin,
    status: reupload.status as VinReuploadStatusCode,
    carrierOrderNumber: reupload.carrierOrderNumber,
    refusalReason: reupload.refusalReason,
    operatorId: reupload.createdBy,
    account,
    name,
    submittedAt: isoOrNull(reupload.submittedAt),
    completedAt: isoOrNull(reupload.completedAt),
    createdAt: reupload.createdAt.toISOString(),
  }),
);

export const vinReuploadRecords = scopedRecords(
  { ...reuploads, table: reuploads },
  readVinReuploadRows,
  'VIN re-upload',
);

export const vinReuploadConditions = (db: Database, caller: OperatorContext, filter: VinReuploadFilter) =>
  vinReuploadRecords.conditions(db, caller, filter, [
    filter.status?.length ? inArray(reuploads.status, filter.status) : undefined,
    filter.cardNumber ? cardNumberCondition(reuploads, filter.cardNumber) : undefined,
    filter.vin ? eq(reuploads.vin, filter.vin) : undefined,
  ]);

/** One re-upload of the caller's scope with the history of the registration it completes. */
export async function vinReuploadDetail(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<VinReuploadDetailRow> {
  const row = await vinReuploadRecords.row(db, caller, id);
  return { ...row, events: await registrationEventsOf(db, row.registrationId) };
}
