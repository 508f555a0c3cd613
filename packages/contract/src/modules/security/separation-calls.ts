/** The separation history (securityManagement/separate): each time a card was seen outside its bound device. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import {
  exportRequestSchema,
  exportTaskRowSchema,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
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

/** The separations the filters select, as CSV or XLSX in the caller's locale (a task in the task centre). */
export const separationExportRequestSchema = exportRequestSchema(separationFilterSchema);
export type SeparationExportRequest = z.infer<typeof separationExportRequestSchema>;

/** Starts the separations' export; answers the task. */
export const separationExportCall = separation.change('export', {
  path: 'separation/export',
  obj: separationExportRequestSchema,
  row: exportTaskRowSchema,
  changes: ['task/list'],
});
