import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageCodeOf } from '../pages/product-map';
import { pageCalls } from './declare-calls';
import { pageAccess } from './define-call';
import { recordChangeCalls } from './record-calls';
import { okRowSchema, recordIdSchema } from './shared-schemas';

const roleManage = pageCalls(pageCodeOf('roleManage'));
const fields = z.strictObject({ name: z.string() });
const idObj = z.strictObject({ roleId: recordIdSchema });
const addedRow = z.object({ roleId: z.number() });

describe('recordChangeCalls', () => {
  const {
    add,
    edit,
    delete: remove,
  } = recordChangeCalls(roleManage, {
    list: 'role/list',
    get: 'role/get',
    add: { path: 'role/add', obj: fields, row: addedRow },
    edit: { path: 'role/edit', obj: fields.extend({ roleId: recordIdSchema }) },
    delete: { path: 'role/delete', obj: idObj },
  });

  it('declares each change with its action, audited, answering the new id or { ok }', () => {
    expect(add).toMatchObject({ path: 'role/add', obj: fields, row: addedRow, paged: false, mutates: true });
    expect(add.access).toEqual(pageAccess(pageCodeOf('roleManage'), 'add'));
    expect(edit.access).toEqual(pageAccess(pageCodeOf('roleManage'), 'edit'));
    expect(remove).toMatchObject({ path: 'role/delete', obj: idObj, row: okRowSchema });
    expect(remove.access).toEqual(pageAccess(pageCodeOf('roleManage'), 'delete'));
  });

  it('makes the list stale on every change, and the record itself on an edit', () => {
    expect(add.changes).toEqual(['role/list']);
    expect(edit.changes).toEqual(['role/list', 'role/get']);
    expect(remove.changes).toEqual(['role/list']);
  });

  it('adds what every change of the family also makes stale', () => {
    const org = recordChangeCalls(pageCalls(pageCodeOf('orgManage')), {
      list: 'organization/tree',
      alsoChanges: ['organization/operator-list'],
      add: { path: 'organization/add', obj: fields, row: addedRow },
      edit: { path: 'organization/edit', obj: fields },
      delete: { path: 'organization/delete', obj: idObj },
    });
    for (const call of [org.add, org.edit, org.delete])
      expect(call.changes).toEqual(['organization/tree', 'organization/operator-list']);
  });

  it('needs a page that offers add, edit and delete', () => {
    const record = {
      list: 'cards/list',
      add: { path: 'cards/add', obj: fields, row: addedRow },
      edit: { path: 'cards/edit', obj: fields },
      delete: { path: 'cards/delete', obj: idObj },
    };
    // @ts-expect-error the SIM card list offers no delete button
    expect(() => recordChangeCalls(pageCalls(pageCodeOf('simCardList')), record)).not.toThrow();
  });
});
