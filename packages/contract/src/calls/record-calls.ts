import type { z } from 'zod';
import type { CallDeclarers } from './declare-calls';
import type { CallDefinition } from './define-call';
import { okRowSchema } from './shared-schemas';

/** The path and obj of one change; an add also names the row it answers (the new record's id). */
interface ChangePart<Obj extends z.ZodType> {
  readonly path: string;
  readonly obj: Obj;
}

/** A page's add, edit and delete of one kind of record, and the answers they make stale. */
export interface RecordChanges<
  AddObj extends z.ZodType,
  AddRow extends z.ZodType,
  EditObj extends z.ZodType,
  DeleteObj extends z.ZodType,
> {
  /** The list (or tree) of the records: every change makes it stale. */
  readonly list: string;
  /** The record's own read, when it has one: an edit makes it stale too. */
  readonly get?: string;
  /** Further answers every change makes stale. */
  readonly alsoChanges?: readonly string[];
  readonly add: ChangePart<AddObj> & { readonly row: AddRow };
  readonly edit: ChangePart<EditObj>;
  readonly delete: ChangePart<DeleteObj>;
}

/** The add, edit and delete calls of a record family. */
export interface RecordChangeCalls<
  AddObj extends z.ZodType,
  AddRow extends z.ZodType,
  EditObj extends z.ZodType,
  DeleteObj extends z.ZodType,
> {
  readonly add: CallDefinition<AddObj, AddRow>;
  readonly edit: CallDefinition<EditObj, typeof okRowSchema>;
  readonly delete: CallDefinition<DeleteObj, typeof okRowSchema>;
}

/**
 * Declares the add, edit and delete of a page that keeps one kind of record, with the page's 'add', 'edit' and
 * 'delete' actions. Edit and delete answer `{ ok }`. Adding or deleting makes the list stale, editing also the
 * record's own read, so a family states what it refreshes once and no change forgets a read.
 */
export function recordChangeCalls<
  AddObj extends z.ZodType,
  AddRow extends z.ZodType,
  EditObj extends z.ZodType,
  DeleteObj extends z.ZodType,
>(
  page: CallDeclarers<['add' | 'edit' | 'delete']>,
  record: RecordChanges<AddObj, AddRow, EditObj, DeleteObj>,
): RecordChangeCalls<AddObj, AddRow, EditObj, DeleteObj> {
  const also = record.alsoChanges ?? [];
  const listChanges = [record.list, ...also];
  const editChanges = record.get === undefined ? listChanges : [record.list, record.get, ...also];
  return {
    add: page.change('add', { ...record.add, changes: listChanges }),
    edit: page.change('edit', { ...record.edit, row: okRowSchema, changes: editChanges }),
    delete: page.change('delete', { ...record.delete, row: okRowSchema, changes: listChanges }),
  };
}
