/** Owner registration at sale through a service-hall link (spec §2 realname/apiManagement/collecting and its detail). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import {
  exportRequestSchema,
  exportTaskRowSchema,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
import {
  collectionDetailRowSchema,
  collectionFilterSchema,
  collectionIdObjSchema,
  collectionListObjSchema,
  collectionPageSchema,
  collectionRowSchema,
  collectionSendObjSchema,
  collectionSentRowSchema,
} from './collection-schemas';

export const collectingPageCode = pageCodeOf('collecting');
const collecting = pageCalls(collectingPageCode);

const collectionReads = ['collection/list', 'collection/detail', 'real-name/list', 'simcard-list/list'];

/** The owner collections of the caller's scope, newest first, with their stage. */
export const collectionListCall = collecting.read('query', {
  path: 'collection/list',
  obj: collectionListObjSchema,
  row: collectionPageSchema,
});

/** What the collection list's filter bar offers: the caller's orgs, and companies for carrier staff. */
export const collectionFilterOptionsCall = collecting.read('query', {
  path: 'collection/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One collection with every step the owner and the carrier took. */
export const collectionDetailCall = collecting.read('get', {
  path: 'collection/detail',
  obj: collectionIdObjSchema,
  row: collectionDetailRowSchema,
});

/**
 * A new owner link for one card of the caller's scope, bound to the card and its vehicle's VIN, valid 24 hours
 * and used once; an unused link of the same card is withdrawn. The link's secret is answered this once.
 */
export const collectionSendCall = collecting.change('add', {
  path: 'collection/send',
  obj: collectionSendObjSchema,
  row: collectionSentRowSchema,
  changes: collectionReads,
});

/** Withdraws a link the owner has not yet used: it stops working at once. */
export const collectionCancelCall = collecting.change('disable', {
  path: 'collection/cancel',
  obj: collectionIdObjSchema,
  row: collectionRowSchema,
  changes: collectionReads,
});

/** The collections the list's filters select, as CSV or XLSX in the caller's locale (a task). */
export const collectionExportRequestSchema = exportRequestSchema(collectionFilterSchema);

export const collectionExportCall = collecting.change('export', {
  path: 'collection/export',
  obj: collectionExportRequestSchema,
  row: exportTaskRowSchema,
  changes: ['task/list'],
});
