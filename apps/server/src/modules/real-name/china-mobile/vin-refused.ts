import { and, eq, sql, type SQL } from 'drizzle-orm';
import { realNameRefusal, realNameStatus } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { registrationScope } from '../registration-rows';
import { realNameRegistrations } from '../real-name-schema';

const table = realNameRegistrations;

/**
 * The registrations of the caller's scope the carrier refused with VIN_MISMATCH that are still their card's newest
 * (a re-upload turns one back to waiting; a card registered anew since has nothing to complete).
 */
export const vinRefusedConditions = (caller: OperatorContext): SQL | undefined =>
  and(
    registrationScope(caller),
    eq(table.status, realNameStatus.byName.failed),
    eq(table.refusalCode, realNameRefusal.byName.vinMismatch),
    sql`not exists (select 1 from ${table} as newer
      where newer.card_id = ${table.cardId} and newer.id > ${table.id})`,
  );
