import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type CustomerTypeCode,
  type IdDocumentTypeCode,
  type RealNameRefusalCode,
  type RealNameStatusCode,
  type RegistrationSourceCode,
} from '@simdesk/contract';
import type { RegistrationFilter, RegistrationRow } from '@simdesk/contract/modules/real-name';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { isoOrNull, placedListSource, placedRowsReader } from '../../platform/database/place-names';
import type { PersonalDataBox } from '../../platform/privacy/personal-data';
import { keysetListCall } from '../../platform/http/keyset-list-call';
import { realNameBatches, realNameRegistrations } from './real-name-schema';
import { cardNumberCondition, createdWithin, placedCardFields } from './list-filters';

/** What a keyset list asks besides its filters. */
type KeysetRequest = { cursor?: number | undefined; pageSize: number };

/** The kind of the blind index of holders' document numbers. */
export const documentNumberIndexKind = 'document-number';

const scopedColumns = { companyId: realNameRegistrations.companyId, orgPath: realNameRegistrations.orgPath };

/** The registrations the caller may see at all. */
export const registrationScope = (caller: OperatorContext) => callerScope(caller, scopedColumns);

/** The registrations the caller sees that match the list's filters; a document number by its blind index. */
export async function registrationConditions(
  db: Database,
  personalData: PersonalDataBox,
  caller: OperatorContext,
  filter: RegistrationFilter,
): Promise<SQL | undefined> {
  const table = realNameRegistrations;
  const conditions = await narrowedScope(db, caller, filter, scopedColumns);
  if (filter.realNameStatus?.length) conditions.push(inArray(table.status, filter.realNameStatus));
  if (filter.registrationSource?.length) conditions.push(inArray(table.source, filter.registrationSource));
  if (filter.customerType !== undefined) conditions.push(eq(table.customerType, filter.customerType));
  if (filter.cardNumber) conditions.push(cardNumberCondition(table, filter.cardNumber));
  if (filter.vin) conditions.push(eq(table.vin, filter.vin));
  if (filter.documentNumber) {
    conditions.push(
      eq(table.documentIndex, personalData.blindIndex(documentNumberIndexKind, filter.documentNumber)),
    );
  }
  if (filter.batchId !== undefined) conditions.push(eq(table.batchId, filter.batchId));
  conditions.push(...createdWithin(table.createdAt, filter));
  return and(...conditions);
}

// Read per row of a page (at most 100), by the batch's primary key.
const enterpriseName = sql<string | null>`(select ${realNameBatches.enterpriseName} from ${realNameBatches}
  where ${realNameBatches.id} = ${realNameRegistrations.batchId})`;

/** Registrations as rows: masked personal data, codes typed, the enterprise's name for enterprise ones. */
export const readRegistrationRows = placedRowsReader(
  realNameRegistrations,
  { registration: realNameRegistrations, enterpriseName },
  ({ registration, enterpriseName, ...names }): RegistrationRow => ({
    id: registration.id,
    ...placedCardFields(registration, names),
    vin: registration.vin,
    customerType: registration.customerType as CustomerTypeCode,
    registrationSource: registration.source as RegistrationSourceCode,
    realNameStatus: registration.status as RealNameStatusCode,
    holderName: registration.holderNameMasked,
    documentType: registration.documentType as IdDocumentTypeCode,
    documentNumber: registration.documentNumberMasked,
    enterpriseName,
    batchId: registration.batchId,
    carrierOrderNumber: registration.carrierOrderNumber,
    refusalCode: registration.refusalCode as RealNameRefusalCode | null,
    refusalReason: registration.refusalReason,
    reviewDueAt: isoOrNull(registration.reviewDueAt),
    submittedAt: isoOrNull(registration.submittedAt),
    completedAt: isoOrNull(registration.completedAt),
    createdAt: registration.createdAt.toISOString(),
  }),
);

export const registrationListSource = placedListSource(
  realNameRegistrations,
  realNameRegistrations.id,
  readRegistrationRows,
);

/** The handler of a registration list call; `fixed` filters what a page lists whatever is asked. */
export const registrationListHandler = (
  db: Database,
  personalData: PersonalDataBox,
  fixed: Partial<RegistrationFilter> = {},
) =>
  keysetListCall(
    db,
    registrationListSource,
    'registrations',
    (obj: RegistrationFilter & KeysetRequest, caller) =>
      registrationConditions(db, personalData, caller, { ...obj, ...fixed }),
  );
