import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { pageCodeOf } from '../pages/product-map';
import { callsWith, pageCalls, type CallDeclarers } from './declare-calls';
import { authenticatedAccess, defineCall, pageAccess, type CallObj, type CallRow } from './define-call';
import { okRowSchema, recordIdSchema } from './shared-schemas';

const obj = z.strictObject({ cardId: recordIdSchema });
const row = z.object({ iccid: z.string() });
const simCardList = pageCalls(pageCodeOf('simCardList'));

describe('call declarers', () => {
  it('declare a page call as defineCall would, with the page code and the action', () => {
    const declared = simCardList.read('query', { path: 'cards/list', obj, row, paged: true });
    const access = pageAccess(pageCodeOf('simCardList'), 'query');
    expect(declared).toEqual(defineCall({ path: 'cards/list', access, obj, row, paged: true }));
    expect(
      simCardList.change('edit', { path: 'cards/edit', obj, row: okRowSchema, changes: ['cards/list'] }),
    ).toEqual(
      defineCall({
        path: 'cards/edit',
        access: pageAccess(pageCodeOf('simCardList'), 'edit'),
        obj,
        row: okRowSchema,
        mutates: true,
        changes: ['cards/list'],
      }),
    );
  });

  it('keep the calls of a page to one kind of operator when asked', () => {
    const apiConfig = pageCalls(pageCodeOf('apiConfig'), 'customPlatform');
    const declared = apiConfig.read('query', { path: 'custom/info', obj, row });
    expect(declared.access).toEqual({
      ...pageAccess(pageCodeOf('apiConfig'), 'query'),
      onlyFor: 'customPlatform',
    });
    expect(simCardList.read('query', { path: 'cards/list', obj, row }).access).not.toHaveProperty('onlyFor');
  });

  it('audit a revealing read, which changes nothing a client keeps', () => {
    const declared = callsWith(authenticatedAccess).audited({ path: 'cards/secret', obj, row });
    expect(declared).toMatchObject({ access: authenticatedAccess, paged: false, mutates: true, changes: [] });
  });

  it('keep the types of obj and row', () => {
    const declared = simCardList.read('get', { path: 'cards/get', obj, row });
    expectTypeOf<CallObj<typeof declared>>().toEqualTypeOf<{ cardId: number }>();
    expectTypeOf<CallRow<typeof declared>>().toEqualTypeOf<{ iccid: string }>();
    expect(declared.path).toBe('cards/get');
    // @ts-expect-error the SIM card list offers no delete button
    expect(simCardList.change('delete', { path: 'cards/delete', obj, row, changes: [] })).toBeDefined();
  });

  it('let a helper ask for a page that offers the actions it declares', () => {
    const deleteCall = (page: CallDeclarers<['delete']>) =>
      page.change('delete', { path: 'cards/delete', obj, row, changes: [] });
    expect(deleteCall(pageCalls(pageCodeOf('userManage'))).access).toMatchObject({ action: 'delete' });
    // @ts-expect-error the SIM card list offers no delete button
    expect(deleteCall(simCardList)).toBeDefined();
  });
});
