import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { destinationListStatus } from '../../../codes/remote-control-codes';
import { pageCalls } from '../../../calls/declare-calls';
import { bigRecordIdSchema, keysetRequestFields, recordIdSchema } from '../../../calls/shared-schemas';
import { destinationMaximum, destinationTypes, isValidDestination } from './destination-rules';
import { companyChoiceField, deletedRow, savedRow } from '../remote-control/remote-control-schemas';
import { destinationListPageSchema } from './destination-schemas';

/** The IP certification page's code: its calls are granted by its button actions. */
export const ipCertificationPageCode = pageCodeOf('ipCertification');
const ipCertification = pageCalls(ipCertificationPageCode);

/** One destination: an IPv4 address or CIDR range, or a host name (optionally `*.`-prefixed). */
export const destinationInputSchema = z
  .strictObject({
    type: z.enum(destinationTypes),
    value: z.string().trim().toLowerCase().min(1).max(253),
  })
  .refine(isValidDestination, 'enhancedNetwork:ipCertification.rules.destination');

/** What a destination list says: a name, 1–50 destinations (no repeats) and a note for the reviewer. */
export const destinationListFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(40),
  note: z.string().trim().max(500).optional(),
  destinations: z
    .array(destinationInputSchema)
    .min(1)
    .max(destinationMaximum)
    .refine(
      (destinations) =>
        new Set(destinations.map(({ type, value }) => `${type} ${value}`)).size === destinations.length,
      'enhancedNetwork:ipCertification.rules.repeated',
    ),
});

/** The destination lists of the caller's company (every company's for carrier staff), newest first. */
export const destinationListCall = ipCertification.read('query', {
  path: 'ip-certification/list',
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    status: destinationListStatus.schema.optional(),
    ...keysetRequestFields,
  }),
  row: destinationListPageSchema,
});

const listChanges = ['ip-certification/list'] as const;

/** Submits a destination list for review (pending). */
export const destinationListAddCall = ipCertification.change('add', {
  path: 'ip-certification/add',
  obj: destinationListFieldsSchema.extend(companyChoiceField),
  ...savedRow(listChanges),
});

/** Changes a list that is pending or rejected; it goes back to pending review. */
export const destinationListEditCall = ipCertification.change('edit', {
  path: 'ip-certification/edit',
  obj: destinationListFieldsSchema.extend({ listId: bigRecordIdSchema }),
  ...savedRow(listChanges),
});

/** Deletes a list that was not approved (an approved one is in force at the carrier). */
export const destinationListDeleteCall = ipCertification.change('delete', {
  path: 'ip-certification/delete',
  obj: z.strictObject({ listId: bigRecordIdSchema }),
  ...deletedRow(listChanges),
});

/**
 * Approves a pending list (its destinations go to the carrier as PCC white-list work orders) or rejects it with
 * a reason.
 */
export const destinationListReviewCall = ipCertification.change('review', {
  path: 'ip-certification/review',
  obj: z.discriminatedUnion('decision', [
    z.strictObject({ listId: bigRecordIdSchema, decision: z.literal('approve') }),
    z.strictObject({
      listId: bigRecordIdSchema,
      decision: z.literal('reject'),
      reason: z.string().trim().min(2).max(500),
    }),
  ]),
  ...savedRow(listChanges),
});
