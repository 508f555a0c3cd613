import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  collectionStage,
  realNameStatus,
  type CollectionStageCode,
  type RealNameStatusCode,
} from '@simdesk/contract';
import type {
  CollectionEventRow,
  CollectionFilter,
  CollectionRow,
  DocumentWarningRow,
} from '@simdesk/contract/modules/real-name';
import { callerScope } from '../../../platform/auth/data-scope';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import { isoOrNull, placedListSource, placedRowsReader } from '../../../platform/database/place-names';
import { notFound } from '../../../platform/http/app-error';
import { readHistory, recordHistory, type HistoryEvent } from '../history';
import { realNameCollectionEvents, realNameCollections, realNameRegistrations } from '../real-name-schema';
import { cardNumberCondition, createdWithin, placedCardFields } from '../list-filters';

const table = realNameCollections;
const scopedColumns = { companyId: table.companyId, orgPath: table.orgPath };
const { submitted, registered, refused, expired } = collectionStage.byName;
const status = realNameStatus.byName;

/** The collections the caller may see at all. */
export const collectionScope = (caller: OperatorContext) => callerScope(caller, scopedColumns);

// Read per row of a page (at most 100), by the registration's primary key.
const registrationColumn = <Value>(column: AnyPgColumn) =>
  sql<Value>`(select ${column} from ${realNameRegistrations} where ${realNameRegistrations.id} = ${table.registrationId})`;
const registrationStatus = registrationColumn<number | null>(realNameRegistrations.status);

// Code-table constants written into the statement, so the CASE's branches all have the column's type.
const code = (value: number) => sql.raw(String(value));

/**
 * The stage as shown: a submitted collection follows its registration (registered, also when deregistered
 * since; refused), an unused link past its time is expired.
 */
export const shownStage = sql<number>`case
  when ${table.stage} = ${code(submitted)} then case
    when ${registrationStatus} in (${code(status.registered)}, ${code(status.cancelled)}) then ${code(registered)}
    when ${registrationStatus} = ${code(status.failed)} then ${code(refused)}
    else ${code(submitted)} end
  when ${table.stage} < ${code(submitted)} and ${table.expiresAt} <= now() then ${code(expired)}
  else ${table.stage} end`;

/** The collections the caller sees that match the list's filters. */
export async function collectionConditions(
  db: Database,
  caller: OperatorContext,
  filter: CollectionFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, scopedColumns);
  if (filter.stage?.length) conditions.push(inArray(shownStage, filter.stage));
  if (filter.cardNumber) conditions.push(cardNumberCondition(table, filter.cardNumber));
  if (filter.vin) conditions.push(eq(table.vin, filter.vin));
  conditions.push(...createdWithin(table.createdAt, filter));
  return and(...conditions);
}

/** Warnings as stored (JSON of the contract's rows), none when the side was not read. */
export const storedWarnings = (stored: string | null): DocumentWarningRow[] =>
  stored === null ? [] : (JSON.parse(stored) as DocumentWarningRow[]);

export const readCollectionRows = placedRowsReader(
  table,
  {
    collection: table,
    stage: shownStage,
    realNameStatus: registrationStatus,
    refusalReason: registrationColumn<string | null>(realNameRegistrations.refusalReason),
    ...operatorNameColumns(table.createdBy),
  },
  ({ collection, stage, realNameStatus: registrationState, refusalReason, account, name, ...names }) =>
    ({
      id: collection.id,
      ...placedCardFields(collection, names),
      vin: collection.vin,
      stage: stage as CollectionStageCode,
      expiresAt: collection.expiresAt.toISOString(),
      openedAt: isoOrNull(collection.openedAt),
      submittedAt: isoOrNull(collection.submittedAt),
      ownerName: collection.ownerNameMasked,
      warnings: [...storedWarnings(collection.frontWarnings), ...storedWarnings(collection.backWarnings)],
      faceScore: collection.faceScore,
      faceAttempts: collection.faceAttempts,
      registrationId: collection.registrationId,
      realNameStatus: registrationState as RealNameStatusCode | null,
      refusalReason,
      operatorId: collection.createdBy,
      account,
      name,
      createdAt: collection.createdAt.toISOString(),
    }) satisfies CollectionRow,
);

export const collectionListSource = placedListSource(table, table.id, readCollectionRows);

/** One collection of the caller's scope as a row. */
export async function collectionRow(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<CollectionRow> {
  const [row] = await readCollectionRows(db, and(eq(table.id, id), collectionScope(caller)));
  if (!row) throw notFound(`no owner collection ${id}`);
  return row;
}

/** A collection's history, oldest first. */
export const collectionEvents = (db: Database, collectionId: number) =>
  readHistory<CollectionEventRow['kind']>(
    db,
    realNameCollectionEvents,
    eq(realNameCollectionEvents.collectionId, collectionId),
  );

/** One step of a collection: codes and figures in `detail`, never personal data. */
export type CollectionEvent = { collectionId: number } & HistoryEvent<CollectionEventRow['kind']>;

export const recordCollectionEvents = (db: Database, events: readonly CollectionEvent[]) =>
  recordHistory(db, realNameCollectionEvents, events);
