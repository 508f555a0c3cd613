// The console's reading of arrivals: the list in keyset pages within the caller's scope, its summary, one arrival
// with the registration it became.
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeCardNumber, type IdDocumentTypeCode, type RealNameStatusCode } from '@simdesk/contract';
import {
  uploadRefusalCodes,
  type UploadDetailRow,
  type UploadFilter,
  type UploadKind,
  type UploadOutcome,
  type UploadProblem,
  type UploadRefusalCode,
  type UploadRow,
  type UploadSummaryRow,
} from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { containsPattern } from '../../../platform/database/contains-pattern';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import { placedRowsReader, placeNames } from '../../../platform/database/place-names';
import { registrationEventsOf } from '../registration-detail';
import { readRegistrationRows, registrationScope } from '../registration-rows';
import { realNameRegistrations } from '../real-name-schema';
import { scopedRecords } from '../scoped-records';
import { realNameUploads } from './upload-schema';

const table = realNameUploads;

// Read per row of a page (at most 100), by the registration's primary key.
const registrationStatus = sql<
  number | null
>`(select ${realNameRegistrations.status} from ${realNameRegistrations}
  where ${realNameRegistrations.id} = ${table.registrationId})`;

const readUploadRows = placedRowsReader(
  table,
  { upload: table, registrationStatus, ...operatorNameColumns(table.operatorId) },
  ({ upload, registrationStatus: status, account, name, ...names }): UploadRow => {
    const { cardId, iccid, msisdn, vin, reference, cardNumber, requestId, appKey, operatorId } = upload;
    return {
      id: upload.id,
      receivedAt: upload.receivedAt.toISOString(),
      requestId,
      appKey,
      operatorId,
      account,
      name,
      reference,
      cardNumber,
      kind: upload.kind as UploadKind | null,
      cardId,
      iccid,
      msisdn,
      vin,
      holderName: upload.holderNameMasked,
      outcome: upload.outcome as UploadOutcome,
      refusalCode: upload.refusalCode as UploadRefusalCode | null,
      refusalReason: upload.refusalReason,
      registrationId: upload.registrationId,
      registrationStatus: status as RealNameStatusCode | null,
      // Where it sits: the pusher's company and org, an accepted one's card's.
      ...placeNames(names),
      orgId: upload.orgId,
      companyId: upload.companyId,
    };
  },
);

const { id, companyId, orgPath, receivedAt } = table;
/** The arrivals as a scoped list reads them: keyset pages, the caller's scope, the received period. */
export const uploadRecords = scopedRecords(
  { table, id, companyId, orgPath, createdAt: receivedAt },
  readUploadRows,
  'upload',
);

/** The arrivals the caller sees that match the list's filters. */
export function uploadConditions(db: Database, caller: OperatorContext, filter: UploadFilter) {
  const numbers = filter.cardNumbers?.map(normalizeCardNumber) ?? [];
  return uploadRecords.conditions(db, caller, filter, [
    filter.outcome ? eq(table.outcome, filter.outcome) : undefined,
    filter.kind ? eq(table.kind, filter.kind) : undefined,
    filter.refusalCode ? eq(table.refusalCode, filter.refusalCode) : undefined,
    filter.vin ? ilike(table.vin, containsPattern(filter.vin)) : undefined,
    numbers.length > 0
      ? or(inArray(table.cardNumber, numbers), inArray(table.iccid, numbers), inArray(table.msisdn, numbers))
      : undefined,
  ]);
}

/** How many arrivals of the filter were accepted and refused, and the refusals by reason. */
export async function uploadSummary(
  db: Database,
  caller: OperatorContext,
  filter: UploadFilter,
): Promise<UploadSummaryRow> {
  const counted = await db
    .select({ outcome: table.outcome, refusalCode: table.refusalCode, total: count() })
    .from(table)
    .where(await uploadConditions(db, caller, filter))
    .groupBy(table.outcome, table.refusalCode);
  const byRefusal = Object.fromEntries(uploadRefusalCodes.map((code) => [code, 0])) as Record<
    UploadRefusalCode,
    number
  >;
  let accepted = 0;
  for (const group of counted) {
    if (group.outcome === 'accepted') accepted += group.total;
    else if (group.refusalCode) byRefusal[group.refusalCode as UploadRefusalCode] = group.total;
  }
  const refused = Object.values(byRefusal).reduce((sum, total) => sum + total, 0);
  return { accepted, refused, byRefusal };
}

/** The registration an arrival became, as the caller may see it, with its history; nothing for a refused one. */
async function resultingRegistration(db: Database, caller: OperatorContext, registrationId: number | null) {
  if (registrationId === null) return { registration: null, events: [], enterpriseName: null };
  const condition = and(eq(realNameRegistrations.id, registrationId), registrationScope(caller)) as SQL;
  const [[registration], events] = await Promise.all([
    readRegistrationRows(db, condition),
    registrationEventsOf(db, registrationId),
  ]);
  if (!registration) return { registration: null, events: [], enterpriseName: null };
  return { registration, events, enterpriseName: registration.enterpriseName };
}

/** One arrival of the caller's scope: masked holder, problems, pictures received, the registration it became. */
export async function uploadDetail(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<UploadDetailRow> {
  const row = await uploadRecords.row(db, caller, id);
  const [stored] = await db.select().from(table).where(eq(table.id, id));
  if (!stored) throw new Error(`upload ${id} vanished`);
  const result = await resultingRegistration(db, caller, stored.registrationId);
  return {
    ...row,
    documentType: stored.documentType as IdDocumentTypeCode | null,
    documentNumber: stored.documentNumberMasked,
    mobile: stored.mobileMasked,
    problems: stored.problems ? (JSON.parse(stored.problems) as UploadProblem[]) : [],
    pictures: stored.pictureNames,
    faceScore: stored.faceScore,
    livenessPassed: stored.livenessPassed,
    ...result,
  };
}
