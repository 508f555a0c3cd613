import { useSyncExternalStore } from 'react';
import {
  expandPageCodes,
  isButtonAction,
  type ActionGrants,
  type ButtonAction,
  type LoginInfo,
  type OperatorKind,
  type OperatorVo,
  type PermissionVo,
} from '@simdesk/contract';

/** The signed-in operator as the shell sees them; token, page codes and user live in sessionStorage (spec §9). */
export interface SessionSnapshot {
  token: string | undefined;
  pageCodeList: readonly string[];
  user: OperatorVo | undefined;
  /** pageCodeList with every hyphenated prefix and the always-granted code (spec §6). */
  grantedPageCodes: ReadonlySet<string>;
  /** Button actions granted per page code (spec §6 button-level keys). */
  actionGrants: ActionGrants;
  /** Loaded in this page's lifetime (after sign-in, or from get-permissions after a reload). */
  permissionsLoaded: boolean;
}

export const sessionStorageKeys = {
  token: 'simdesk.token',
  pageCodeList: 'simdesk.pageCodeList',
  user: 'simdesk.user',
  permissions: 'simdesk.permissions',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function readJson<Value>(key: string, isValid: (value: unknown) => boolean): Value | undefined {
  const raw = window.sessionStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? (value as Value) : undefined;
  } catch {
    return undefined;
  }
}

function actionGrantsOf(permissions: readonly PermissionVo[]): ActionGrants {
  const grants: Record<string, ButtonAction[]> = {};
  for (const permission of permissions)
    grants[permission.pageCode] = permission.actions.filter(isButtonAction);
  return grants;
}

function snapshotFromStorage(permissionsLoaded: boolean): SessionSnapshot {
  const token = window.sessionStorage.getItem(sessionStorageKeys.token) ?? undefined;
  const pageCodeList =
    readJson<string[]>(
      sessionStorageKeys.pageCodeList,
      (value) => Array.isArray(value) && value.every((code) => typeof code === 'string'),
    ) ?? [];
  const user = readJson<OperatorVo>(
    sessionStorageKeys.user,
    (value) => typeof value === 'object' && value !== null,
  );
  const permissions =
    readJson<PermissionVo[]>(sessionStorageKeys.permissions, (value) => Array.isArray(value)) ?? [];
  return {
    token: token === '' ? undefined : token,
    pageCodeList,
    user,
    grantedPageCodes: expandPageCodes(pageCodeList),
    actionGrants: actionGrantsOf(permissions),
    permissionsLoaded: token !== undefined && permissionsLoaded,
  };
}

// Permissions count as loaded only once this page has fetched or received them.
let current = snapshotFromStorage(false);

function publish(permissionsLoaded: boolean): void {
  current = snapshotFromStorage(permissionsLoaded);
  for (const listener of listeners) listener();
}

function store(
  pageCodeList: readonly string[],
  user: OperatorVo,
  permissions: readonly PermissionVo[],
): void {
  window.sessionStorage.setItem(sessionStorageKeys.pageCodeList, JSON.stringify(pageCodeList));
  window.sessionStorage.setItem(sessionStorageKeys.user, JSON.stringify(user));
  window.sessionStorage.setItem(sessionStorageKeys.permissions, JSON.stringify(permissions));
}

function removeAll(): void {
  for (const key of Object.values(sessionStorageKeys)) window.sessionStorage.removeItem(key);
}

export const sessionStore = {
  getSnapshot: (): SessionSnapshot => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After a login or an account switch. */
  signIn(login: LoginInfo): void {
    window.sessionStorage.setItem(sessionStorageKeys.token, login.token);
    store(login.pageCodeList, login.operatorVo, login.permissionVoList);
    publish(true);
  },
  /** After get-permissions and operator/current on a fresh page. */
  setPermissions(permissions: readonly PermissionVo[], user: OperatorVo): void {
    store(
      permissions.map((permission) => permission.pageCode),
      user,
      permissions,
    );
    publish(true);
  },
  updateUser(user: OperatorVo): void {
    window.sessionStorage.setItem(sessionStorageKeys.user, JSON.stringify(user));
    publish(current.permissionsLoaded);
  },
  clear(): void {
    removeAll();
    publish(false);
  },
  /**
   * Clears storage without re-rendering, right before a full page load (logout, expired login): the guard
   * must not race the page load with a redirect of its own.
   */
  clearBeforePageLoad(): void {
    removeAll();
  },
  /** Stores a new login without re-rendering, right before a reload (account switch). */
  signInBeforePageLoad(login: LoginInfo): void {
    window.sessionStorage.setItem(sessionStorageKeys.token, login.token);
    store(login.pageCodeList, login.operatorVo, login.permissionVoList);
  },
  /** Re-reads sessionStorage (tests, or another part of the page wrote it). */
  reload(): void {
    publish(current.permissionsLoaded);
  },
};

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

/** What the contract's access rules need to know about the operator. */
export function operatorKindOf(session: SessionSnapshot): OperatorKind {
  return {
    roleId: session.user?.roleId ?? null,
    deployType: session.user?.deployType ?? 1,
    pageCodeList: session.pageCodeList,
    mobile: session.user?.hasMobile ? session.user.mobile : null,
  };
}
