import type { ButtonAction, OperatorVo } from '@simdesk/contract';
import { sessionStore } from '../session/session-store';
import { testOperator } from './operator-fixture';

/** The button actions a test grants, by page code; each page code is in the page list too. */
export type TestGrants = Readonly<Record<string, readonly ButtonAction[]>>;

/** Signs the test operator in with these grants (the session the setup file clears after each test). */
export function signInWithGrants(grants: TestGrants, operator: Partial<OperatorVo> = {}): void {
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: Object.keys(grants),
    permissionVoList: Object.entries(grants).map(([pageCode, actions]) => ({
      pageCode,
      actions: [...actions],
    })),
    operatorVo: testOperator(operator),
  });
}

/** Signs in with the right to open these pages and nothing more (query on each). */
export function signInToPages(pageCodes: readonly string[], operator: Partial<OperatorVo> = {}): void {
  signInWithGrants(Object.fromEntries(pageCodes.map((pageCode) => [pageCode, ['query']])), operator);
}
