/** Calls the administration pages share: the form options, and the calls of a page that administers operators. */
import type { z } from 'zod';
import type { CallDeclarers } from '../../calls/declare-calls';
import { okRowSchema } from '../../calls/shared-schemas';
import {
  adminFormOptionsRowSchema,
  formOptionsObjSchema,
  operatorAdminRowSchema,
  operatorEnabledObjSchema,
  operatorIdObjSchema,
  temporaryPasswordRowSchema,
} from './account-admin-schemas';

/** The choices a page's form and filters offer for one company, within the caller's scope. */
export function formOptionsCall(page: CallDeclarers<['query']>, path: string) {
  return page.read('query', { path, obj: formOptionsObjSchema, row: adminFormOptionsRowSchema });
}

/** The calls an operator administration page makes. */
type OperatorAdminCall = 'list' | 'get' | 'formOptions' | 'add' | 'edit' | 'disableOrEnable' | 'delete';

/** What differs between the pages that administer operators: every operator, or a dealer's accounts. */
export interface OperatorAdminFamily<
  Filter extends z.ZodType,
  Added extends z.ZodType,
  Edited extends z.ZodType,
> {
  readonly paths: Readonly<Record<OperatorAdminCall, string>>;
  /** The list's filters. */
  readonly filter: Filter;
  /** A new operator's fields. */
  readonly added: Added;
  /** The fields an edit replaces; null clears an optional one. */
  readonly edited: Edited;
  /** What adding, editing or deleting an operator changes. */
  readonly changes: readonly string[];
  /** What enabling or disabling one changes. */
  readonly enableChanges: readonly string[];
}

/**
 * The list, get, form options, add, edit, enable switch and delete of a page that administers operators. A
 * dealer account is an operator in a dealer's org, so its page makes the same calls on other paths.
 */
export function operatorAdminCalls<
  Filter extends z.ZodType,
  Added extends z.ZodType,
  Edited extends z.ZodType,
>(
  page: CallDeclarers<['query' | 'get' | 'add' | 'edit' | 'disable' | 'delete']>,
  family: OperatorAdminFamily<Filter, Added, Edited>,
) {
  const { paths, changes } = family;
  return {
    list: page.read('query', {
      path: paths.list,
      obj: family.filter,
      row: operatorAdminRowSchema,
      paged: true,
    }),
    /** One operator with mobile and mail in clear, for the edit form; audited because it reveals them. */
    get: page.audited('get', { path: paths.get, obj: operatorIdObjSchema, row: operatorAdminRowSchema }),
    formOptions: formOptionsCall(page, paths.formOptions),
    /**
     * A new operator with a role the caller may hand out. Without a password a strong temporary one is
     * generated and answered once; either way the operator must set their own at first sign-in.
     */
    add: page.change('add', { path: paths.add, obj: family.added, row: temporaryPasswordRowSchema, changes }),
    edit: page.change('edit', { path: paths.edit, obj: family.edited, row: okRowSchema, changes }),
    /** Declared with 'disable' (it cuts an operator off); enabling also needs 'enable'. Disabling ends sessions. */
    disableOrEnable: page.change('disable', {
      path: paths.disableOrEnable,
      obj: operatorEnabledObjSchema,
      row: okRowSchema,
      changes: family.enableChanges,
    }),
    /**
     * Deletes an operator: sessions and app credentials end, personal data is erased, the account name stays
     * taken so the audit log keeps naming one person. Refused for the caller themselves.
     */
    delete: page.change('delete', {
      path: paths.delete,
      obj: operatorIdObjSchema,
      row: okRowSchema,
      changes,
    }),
  };
}
