/** The real-name view of card states (spec §2 realname/cardState: list, detail). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import {
  exportRequestSchema,
  exportTaskRowSchema,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
import * as schemas from './card-state-schemas';

export const realnameCardStateListPageCode = pageCodeOf('realnameCardStateList');
const cardStatePage = pageCalls(realnameCardStateListPageCode);

/** The cards of the caller's scope, newest first, with their state, registration and what activation waits for. */
export const cardStateListCall = cardStatePage.read('query', {
  path: 'real-name-card-state/list',
  obj: schemas.cardStateListObjSchema,
  row: schemas.cardStatePageSchema,
});

/** How many cards of the scope wait for each reason, and how many are registered. */
export const cardStateSummaryCall = cardStatePage.read('query', {
  path: 'real-name-card-state/summary',
  obj: schemas.cardStateSummaryObjSchema,
  row: schemas.cardStateSummaryRowSchema,
});

export const cardStateFilterOptionsCall = cardStatePage.read('query', {
  path: 'real-name-card-state/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One card of the caller's scope with its registrations and state changes; a card elsewhere is not found. */
export const cardStateDetailCall = cardStatePage.read('get', {
  path: 'real-name-card-state/detail',
  obj: schemas.cardStateDetailObjSchema,
  row: schemas.cardStateDetailRowSchema,
});

/** The cards the list's filters select, with what their activation waits for, as CSV or XLSX (a task). */
export const cardStateExportRequestSchema = exportRequestSchema(schemas.cardStateFilterSchema);

export const cardStateExportCall = cardStatePage.change('export', {
  path: 'real-name-card-state/export',
  obj: cardStateExportRequestSchema,
  row: exportTaskRowSchema,
  changes: ['task/list'],
});
