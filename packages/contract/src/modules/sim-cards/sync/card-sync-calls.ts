/** Carrier card sync: a carrier account's cards pulled from the carrier, as a task. */
import { z } from 'zod';
import { defineCall, pageAccess } from '../../../calls/define-call';
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
export const carrierAccountCardSyncCall = defineCall({
  path: 'carrier-boss-account/card-sync',
  access: pageAccess(carrierAccountPageCode, 'import'),
  obj: z.strictObject({ id: importAccountIdSchema, orgId: importOrgIdSchema.optional() }),
  row: cardTaskStartedRowSchema,
  mutates: true,
  changes: ['task/list'],
});
