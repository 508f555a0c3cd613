import { and, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  carrierDayOf,
  realNameStatus,
  status as statusCodes,
  type IdDocumentTypeCode,
} from '@simdesk/contract';
import type { EnterpriseBatchRow, EnterpriseBatchSubmitObj } from '@simdesk/contract/modules/real-name';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { containsPattern } from '../../platform/database/contains-pattern';
import { placedListSource, placedRowsReader, placeNames } from '../../platform/database/place-names';
import { operatorNameColumns } from '../../platform/database/operator-names';
import { isUniqueViolation } from '../../platform/database/sql-state';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { cardsForRegistration, setCardsRealNameStatus } from '../sim-cards';
import { certificateProblem, personDocumentProblem } from './document-rules';
import { enterpriseBatchValues, enterpriseRegistrationValues } from './enterprise-batch-values';
import { listed, refuseProblems, singleCompanyProblem } from './request-problems';
import { recordRegistrationEvents } from './registration-events';
import { realNameBatches, realNameRegistrations } from './real-name-schema';

const { processing } = realNameStatus.byName;
const batchScopeColumns = { companyId: realNameBatches.companyId, orgPath: realNameBatches.orgPath };

/** How many of a batch's cards are where: counted per row of a page (at most 100) by the batch index. */
const countWhere = (condition: SQL) => sql<number>`(select count(*)::int from ${realNameRegistrations}
  where ${realNameRegistrations.batchId} = ${realNameBatches.id} and ${condition})`;
const { registered, failed } = realNameStatus.byName;

export const readEnterpriseBatchRows = placedRowsReader(
  realNameBatches,
  {
    batch: realNameBatches,
    waiting: countWhere(sql`status = ${processing} and submitted_at is null`),
    processing: countWhere(sql`status = ${processing} and submitted_at is not null`),
    registered: countWhere(sql`status = ${registered}`),
    failed: countWhere(sql`status = ${failed}`),
    ...operatorNameColumns(realNameBatches.createdBy),
  },
  ({ batch, waiting, processing: withCarrier, registered: done, failed: refused, account, name, ...names }) =>
    ({
      id: batch.id,
      companyId: batch.companyId,
      orgId: batch.orgId,
      ...placeNames(names),
      enterpriseName: batch.enterpriseName,
      certificateType: batch.certificateType as IdDocumentTypeCode,
      certificateNumber: batch.certificateNumberMasked,
      responsibleName: batch.responsibleNameMasked,
      cardCount: batch.cardCount,
      waiting,
      processing: withCarrier,
      registered: done,
      failed: refused,
      operatorId: batch.createdBy,
      account,
      name,
      createdAt: batch.createdAt.toISOString(),
    }) satisfies EnterpriseBatchRow,
);

export const enterpriseBatchSource = placedListSource(
  realNameBatches,
  realNameBatches.id,
  readEnterpriseBatchRows,
);

/** The batches the caller sees that match the list's filters. */
export async function enterpriseBatchConditions(
  db: Database,
  caller: OperatorContext,
  filter: { enterpriseName?: string | undefined; companyId?: number | undefined; orgId?: number | undefined },
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, batchScopeColumns);
  if (filter.enterpriseName) {
    conditions.push(ilike(realNameBatches.enterpriseName, containsPattern(filter.enterpriseName)));
  }
  return and(...conditions);
}

/** One batch of the caller's scope as a row. */
export async function enterpriseBatchRow(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<EnterpriseBatchRow> {
  const [row] = await readEnterpriseBatchRows(
    db,
    and(eq(realNameBatches.id, id), callerScope(caller, batchScopeColumns)),
  );
  if (!row) throw notFound(`no enterprise registration ${id}`);
  return row;
}

/**
 * Registers cards of the caller's scope to an enterprise. Everything is checked first — the certificate and the
 * responsible person's document by their check characters, every number naming a card, no card registered or
 * waiting — and refused whole; then the batch and one registration per card are stored together and the
 * tracker sends them to each card's carrier.
 */
export async function submitEnterpriseBatch(
  services: Pick<AppServices, 'db' | 'personalData' | 'clock'>,
  caller: OperatorContext,
  request: EnterpriseBatchSubmitObj,
): Promise<EnterpriseBatchRow> {
  const { db, personalData } = services;
  const { company, responsiblePerson: person } = request;
  refuseProblems([
    certificateProblem(company.certificateType, company.certificateNumber),
    personDocumentProblem(person.documentType, person.documentNumber, carrierDayOf(services.clock.now())),
  ]);
  const { cards, unknown } = await cardsForRegistration(db, caller, request.cardNumbers);
  refuseProblems([
    unknown.length > 0 ? `no card of yours has the number ${listed(unknown)}` : null,
    singleCompanyProblem(cards),
  ]);
  const registeredAlready = cards.filter((card) => card.realNameStatus === registered);
  refuseProblems([
    registeredAlready.length > 0
      ? `already registered (cancel the registration first): ${listed(registeredAlready.map((card) => card.iccid))}`
      : null,
  ]);
  const [first] = cards;
  if (!first) throw badRequest('name at least one card');
  const placement = {
    companyId: first.companyId,
    orgId: caller.crossCompany ? first.orgId : caller.orgId,
    orgPath: caller.crossCompany ? first.orgPath : caller.orgPath,
    createdBy: caller.operatorId,
  };
  const id = await db.transaction(async (transaction) => {
    const [batch] = await transaction
      .insert(realNameBatches)
      .values(enterpriseBatchValues(personalData, request, placement, cards.length))
      .returning({ id: realNameBatches.id });
    if (!batch) throw new Error('the batch was not stored');
    const owner = { id: batch.id, status: processing, createdBy: caller.operatorId };
    const added = await transaction
      .insert(realNameRegistrations)
      .values(
        cards.map((card) => ({
          ...enterpriseRegistrationValues(personalData, request, card, owner),
          // Sent by the tracker's next pass.
          nextCheckAt: sql`now()`,
        })),
      )
      .returning({ id: realNameRegistrations.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error)
          ? new AppError(statusCodes.conflict, 'a card of the list is already waiting for a registration')
          : error;
      });
    await recordRegistrationEvents(
      transaction,
      added.map((registration) => ({
        registrationId: registration.id,
        kind: 'created' as const,
        operatorId: caller.operatorId,
      })),
    );
    await setCardsRealNameStatus(
      transaction,
      cards.map((card) => card.id),
      processing,
    );
    return batch.id;
  });
  return enterpriseBatchRow(db, caller, id);
}
