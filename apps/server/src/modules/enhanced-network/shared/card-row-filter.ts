import { gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardsInScopeByNumber } from '../../sim-cards';

/** The filters every list of rows about a card has: company and org, the card by any number, a period. */
export interface CardRowFilter {
  companyId?: number;
  orgId?: number;
  cardNumber?: string;
  from?: string;
  to?: string;
}

const parseTime = (value: string) => new Date(value.replace(' ', 'T'));

/**
 * The conditions of such a list within the caller's scope (company and org narrowed as every list does); null
 * when the card number names no card the caller sees, so the list is empty without a query.
 */
export async function cardRowConditions(
  db: Database,
  caller: OperatorContext,
  filter: CardRowFilter,
  columns: { companyId: AnyPgColumn; orgPath: AnyPgColumn; cardId: AnyPgColumn; time: AnyPgColumn },
): Promise<(SQL | undefined)[] | null> {
  const conditions = await narrowedScope(db, caller, filter, columns);
  if (filter.cardNumber !== undefined) {
    const cards = await cardsInScopeByNumber(db, caller, filter.cardNumber);
    if (cards.length === 0) return null;
    conditions.push(
      inArray(
        columns.cardId,
        cards.map((card) => card.id),
      ),
    );
  }
  if (filter.from !== undefined) conditions.push(gte(columns.time, parseTime(filter.from)));
  if (filter.to !== undefined) conditions.push(lte(columns.time, parseTime(filter.to)));
  return conditions;
}
