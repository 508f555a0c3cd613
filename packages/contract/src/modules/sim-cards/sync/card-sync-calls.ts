/** Carrier card sync: a carrier account's cards pulled from the carrier, as a task. */
import { z } from 'zod';
import { pageCalls } from '../../../calls/declare-calls';
import { carrierAccountPageCode } from '../../carrier-account';
import {
  cardTaskStartedRowSchema,
  importAccountIdSchema,
  importOrgIdSchema,
} from '../import/card-import-calls';

/**
 * Pulls the account's cards from the carrier as a 'sim-card-sync' task: new cards land in the account's company
 * (its root org, or `orgId`), known ones get the carrier's numbers and status. Running it twice changes nothing.
 */
export const carrierAccountCardSyncCall = pageCalls(carrierAccountPageCode).change('import', {
  path: 'carrier-boss-account/card-sync',
  obj: z.strictObject({ id: importAccountIdSchema, orgId: importOrgIdSchema.optional() }),
  row: cardTaskStartedRowSchema,
  changes: ['task/list'],
});
