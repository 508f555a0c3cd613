/** Batch binding by file: a CSV or XLSX of ICCIDs and IMEIs, bound by a task with a report per row. */
import { z } from 'zod';
import { pageCalls } from '../../calls/declare-calls';
import { cardTaskStartedRowSchema, templateDownloadObjSchema } from '../sim-cards';
import { bindingPageCode } from './binding-calls';

const binding = pageCalls(bindingPageCode);

/** Columns of a binding file, in template order; both are required. Texts: security:import.columns. */
export const bindingImportColumns = ['iccid', 'imei'] as const;
export type BindingImportColumn = (typeof bindingImportColumns)[number];

/** POST answered with the template file itself: the header, one example row and the rules. */
export const bindingTemplateDownloadCall = binding.read('import', {
  path: 'binding/template-download',
  obj: templateDownloadObjSchema,
  row: z.object({}),
});

/**
 * multipart/form-data: a field `obj` ({}) and a field `file` (CSV or XLSX, checked by its first bytes). Starts
 * a 'binding-import' task: each row binds (or rebinds) one card of the caller's scope; bad rows go to the report.
 */
export const bindingImportCall = binding.change('import', {
  path: 'binding/import',
  obj: z.strictObject({}),
  row: cardTaskStartedRowSchema,
  changes: ['task/list', 'binding/list'],
});
