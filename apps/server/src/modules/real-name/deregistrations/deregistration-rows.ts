import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  deregistrationStatus,
  type DeregistrationReasonCode,
  type DeregistrationStatusCode,
} from '@simdesk/contract';
import type {
  DeregistrationCardRow,
  DeregistrationFilter,
  DeregistrationRow,
} from '@simdesk/contract/modules/real-name';
import { callerScope } from '../../../platform/auth/data-scope';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import {
  isoOrNull,
  placedListSource,
  placedRowsReader,
  placeNames,
} from '../../../platform/database/place-names';
import { notFound } from '../../../platform/http/app-error';
import {
  realNameDeregistrationCards,
  realNameDeregistrations,
  realNameRegistrations,
} from '../real-name-schema';
import { createdWithin, placedCardFields } from '../list-filters';

const batches = realNameDeregistrations;
const cards = realNameDeregistrationCards;
const scopedColumns = { companyId: batches.companyId, orgPath: batches.orgPath };
const { waiting, processing, deregistered, failed } = deregistrationStatus.byName;

/** How many of a deregistration's cards stand where: counted per row of a page by the batch index. */
const countWhere = (status: DeregistrationStatusCode) => sql<number>`(select count(*)::int from ${cards}
  where ${cards.deregistrationId} = ${batches.id} and ${cards.status} = ${sql.raw(String(status))})`;

const readDeregistrationRows = placedRowsReader(
  batches,
  {
    batch: batches,
    waiting: countWhere(waiting),
    processing: countWhere(processing),
    deregistered: countWhere(deregistered),
    failed: countWhere(failed),
    ...operatorNameColumns(batches.createdBy),
  },
  ({
    batch,
    account,
    name,
    waiting: toSend,
    processing: withCarrier,
    deregistered: done,
    failed: refused,
    ...names
  }) =>
    ({
      id: batch.id,
      companyId: batch.companyId,
      orgId: batch.orgId,
      ...placeNames(names),
      reason: batch.reason as DeregistrationReasonCode,
      note: batch.note,
      cardCount: batch.cardCount,
      waiting: toSend,
      processing: withCarrier,
      deregistered: done,
      failed: refused,
      operatorId: batch.createdBy,
      account,
      name,
      createdAt: batch.createdAt.toISOString(),
    }) satisfies DeregistrationRow,
);

export const deregistrationSource = placedListSource(batches, batches.id, readDeregistrationRows);

export async function deregistrationConditions(
  db: Database,
  caller: OperatorContext,
  filter: DeregistrationFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, scopedColumns);
  if (filter.reason?.length) conditions.push(inArray(batches.reason, filter.reason));
  conditions.push(...createdWithin(batches.createdAt, filter));
  return and(...conditions);
}

/** One deregistration of the caller's scope; one elsewhere is answered like a missing one. */
export async function deregistrationRow(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<DeregistrationRow> {
  const [row] = await readDeregistrationRows(db, and(eq(batches.id, id), callerScope(caller, scopedColumns)));
  if (!row) throw notFound(`no deregistration ${id}`);
  return row;
}

// Read per row of a page (at most 100), by the registration's primary key.
const registrationOf = <Value>(column: AnyPgColumn) =>
  sql<Value>`(select ${column} from ${realNameRegistrations} where ${realNameRegistrations.id} = ${cards.registrationId})`;

const readDeregistrationCards = placedRowsReader(
  cards,
  {
    card: cards,
    vin: registrationOf<string | null>(realNameRegistrations.vin),
    holderName: registrationOf<string>(realNameRegistrations.holderNameMasked),
  },
  ({ card, vin, holderName, ...names }) =>
    ({
      id: card.id,
      ...placedCardFields(card, names),
      vin,
      status: card.status as DeregistrationStatusCode,
      registrationId: card.registrationId,
      holderName,
      carrierOrderNumber: card.carrierOrderNumber,
      refusalReason: card.refusalReason,
      submittedAt: isoOrNull(card.submittedAt),
      completedAt: isoOrNull(card.completedAt),
    }) satisfies DeregistrationCardRow,
);

export const deregistrationCardSource = placedListSource(cards, cards.id, readDeregistrationCards);
