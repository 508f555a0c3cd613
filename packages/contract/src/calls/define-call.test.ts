import { describe, expect, it } from 'vitest';
import { pageCodeOf, type PageCode, type PageName } from '../pages/product-map';
import { pageAccess } from './define-call';

// The @ts-expect-error lines are the test: `npm run typecheck` fails when one of them compiles.
describe('page access', () => {
  it('names a page code and an action the pages of that code offer', () => {
    const simCardList = pageCodeOf('simCardList');
    expect(pageAccess(simCardList, 'export')).toEqual({
      kind: 'page',
      pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList',
      action: 'export',
    });
    // @ts-expect-error the SIM card list offers no delete button
    expect(pageAccess(simCardList, 'delete')).toMatchObject({ action: 'delete' });
    // @ts-expect-error a dashboard is only queried
    expect(pageAccess('vehicleCardManagement-dashboard', 'edit')).toMatchObject({ action: 'edit' });
  });

  it('takes only page codes and route names of the registry', () => {
    // @ts-expect-error a misspelt page code
    expect(pageAccess('sysManagement-userManager', 'query')).toMatchObject({ kind: 'page' });
    // @ts-expect-error a route that does not exist
    expect(() => pageCodeOf('simCardLists')).toThrow('simCardLists');
    // @ts-expect-error a route without a page code (the sign-in page is public)
    expect(() => pageCodeOf('login')).toThrow('login');
    const someName: PageName = 'cardState';
    const someCode: PageCode = pageCodeOf(someName);
    expect(someCode).toBe('vehicleCardManagement-cardLink-simCardManagement-cardState');
  });
});
