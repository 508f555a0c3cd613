/** Calls the operator, dealer and dealer-account pages each make, differing only in page and path. */
import type { CallDeclarers } from '../../calls/declare-calls';
import { okRowSchema } from '../../calls/shared-schemas';
import {
  adminFormOptionsRowSchema,
  formOptionsObjSchema,
  operatorAdminRowSchema,
  operatorEnabledObjSchema,
  operatorIdObjSchema,
} from './account-admin-schemas';

/** The choices a page's form and filters offer for one company, within the caller's scope. */
export function formOptionsCall(page: CallDeclarers<['query']>, path: string) {
  return page.read('query', { path, obj: formOptionsObjSchema, row: adminFormOptionsRowSchema });
}

/** One operator with mobile and mail in clear, for the edit form; audited because it reveals them. */
export function operatorRevealCall(page: CallDeclarers<['get']>, path: string) {
  return page.audited('get', { path, obj: operatorIdObjSchema, row: operatorAdminRowSchema });
}

/**
 * Declared with 'disable' (it cuts an operator off); enabling also needs 'enable', which the server checks.
 * Disabling ends the operator's sessions.
 */
export function operatorEnableSwitchCall(
  page: CallDeclarers<['disable']>,
  path: string,
  changes: readonly string[],
) {
  return page.change('disable', { path, obj: operatorEnabledObjSchema, row: okRowSchema, changes });
}
