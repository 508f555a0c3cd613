import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentOperatorCall, getPermissionsCall } from '@simdesk/contract';
import { callApiForRow } from '../api/call-api';
import { FullPageSpin } from '../components/full-page-spin';
import { sessionStore } from '../session/session-store';
import { loginPathFor } from '../routing/login-path';

let loading: Promise<void> | undefined;

/** Loads the operator's page codes and details once, however many renders ask at the same time. */
export function loadPermissions(): Promise<void> {
  loading ??= Promise.all([callApiForRow(getPermissionsCall, {}), callApiForRow(currentOperatorCall, {})])
    .then(([permissions, operator]) => {
      sessionStore.setPermissions(permissions.permissionVoList, operator);
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

/** Shown while a fresh page (a token in sessionStorage) loads permissions; the guard then retries. */
export function PermissionLoader() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  useEffect(() => {
    let active = true;
    loadPermissions().catch(() => {
      if (!active) return;
      // Spec §8: a failed permission load clears the token and goes to the login page (even from a no-login page).
      sessionStore.clear();
      void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate, pathname, search]);

  return <FullPageSpin />;
}
