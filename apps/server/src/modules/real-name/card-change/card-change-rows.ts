import { inArray, or, type SQL } from 'drizzle-orm';
import type { CardChangeStatusCode, CustomerTypeCode, VehicleCardRoleCode } from '@simdesk/contract';
import type { CardChangeFilter, CardChangeRow, CardChangeStep } from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { operatorNameColumns } from '../../../platform/database/operator-names';
import { isoOrNull, placedRowsReader, placeNames } from '../../../platform/database/place-names';
import { vinStartsWith } from '../../vehicles';
import { cardNumberCondition } from '../list-filters';
import { realNameRegistrations } from '../real-name-schema';
import { lookedUp, scopedRecords } from '../scoped-records';
import { realNameCardChanges } from './card-change-schema';

const changes = realNameCardChanges;

const readCardChangeRows = placedRowsReader(
  changes,
  {
    change: changes,
    customerType: lookedUp<number>(
      realNameRegistrations.customerType,
      realNameRegistrations.id,
      changes.oldRegistrationId,
    ),
    holderName: lookedUp<string>(
      realNameRegistrations.holderNameMasked,
      realNameRegistrations.id,
      changes.oldRegistrationId,
    ),
    ...operatorNameColumns(changes.createdBy),
  },
  ({ change, customerType, holderName, account, name, ...names }): CardChangeRow => {
    // What the tracker keeps for itself stays out of the answer.
    const {
      orgPath: _path,
      oldCarrierAccountId: _oldAccount,
      newCarrierAccountId: _newAccount,
      submittedAt: _sent,
      nextCheckAt: _due,
      checks: _checks,
      updatedAt: _updated,
      createdBy,
      ...facts
    } = change;
    return {
      ...facts,
      ...placeNames(names),
      role: facts.role as VehicleCardRoleCode,
      customerType: customerType as CustomerTypeCode,
      holderName,
      status: facts.status as CardChangeStatusCode,
      failedStep: facts.failedStep as CardChangeStep | null,
      operatorId: createdBy,
      account,
      name,
      createdAt: facts.createdAt.toISOString(),
      completedAt: isoOrNull(facts.completedAt),
    };
  },
);

const records = scopedRecords(
  {
    table: changes,
    id: changes.id,
    companyId: changes.companyId,
    orgPath: changes.orgPath,
    createdAt: changes.createdAt,
  },
  readCardChangeRows,
  'card change',
);

export const cardChangeSource = records.source;

/** One card change of the caller's scope; one elsewhere is answered like a missing one. */
export const cardChangeRow = (db: Database, caller: OperatorContext, id: number): Promise<CardChangeRow> =>
  records.row(db, caller, id);

/** The changes the caller sees that match the list's filters. */
export function cardChangeConditions(
  db: Database,
  caller: OperatorContext,
  filter: CardChangeFilter,
): Promise<SQL | undefined> {
  const byCard = filter.cardNumber
    ? or(
        cardNumberCondition({ iccid: changes.oldIccid, msisdn: changes.oldMsisdn }, filter.cardNumber),
        cardNumberCondition({ iccid: changes.newIccid, msisdn: changes.newMsisdn }, filter.cardNumber),
      )
    : undefined;
  return records.conditions(db, caller, filter, [
    filter.vin ? vinStartsWith(changes.vin, filter.vin) : undefined,
    byCard,
    filter.status?.length ? inArray(changes.status, filter.status) : undefined,
  ]);
}
