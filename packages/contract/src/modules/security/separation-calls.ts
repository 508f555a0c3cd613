/** The separation history (securityManagement/separate): each time a card was seen outside its bound device. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import { separationFilterSchema, separationListObjSchema, separationPageSchema } from './security-schemas';

/** The separation page's code. */
export const separationPageCode = pageCodeOf('separate');
const separation = pageCalls(separationPageCode);

/** Separations newest first, in keyset pages. */
export const separationListCall = separation.read('query', {
  path: 'separation/list',
  obj: separationListObjSchema,
  row: separationPageSchema,
});

/** What the separation page's filter bar offers. */
export const separationFilterOptionsCall = separation.read('query', {
  path: 'separation/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** The separations the filters select, written to a CSV file by a background task; answers the task. */
export const separationExportCall = separation.change('export', {
  path: 'separation/export',
  obj: separationFilterSchema,
  row: z.object({ taskId: z.number() }),
  changes: ['task/list'],
});
