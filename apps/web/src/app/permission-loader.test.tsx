import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, stubFetch } from '../test/api-fixtures';
import { setUpEachTest } from '../test/each-test';
import { renderRoutes } from '../test/render';
import { sessionStorageKeys, sessionStore } from '../session/session-store';
import { PermissionLoader } from './permission-loader';

setUpEachTest();

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

describe('loading the permissions of a fresh page', () => {
  it('clears the token and goes to the login page, remembering the page, when the load fails (spec §8)', async () => {
    window.sessionStorage.setItem(sessionStorageKeys.token, 'token-of-a-fresh-page');
    sessionStore.reload();
    stubFetch({
      'operator/get-permissions': () => jsonResponse({ status: '500', msg: 'request error', rows: [] }, 500),
      'operator/current': okAnswer([]),
    });
    renderRoutes(
      [
        { path: '/sys/mission', element: <PermissionLoader /> },
        { path: '/user/login', element: <LoginProbe /> },
      ],
      '/sys/mission?fileName=cards',
    );
    expect(
      await screen.findByText(`at /user/login?redirect=${encodeURIComponent('/sys/mission?fileName=cards')}`),
    ).toBeTruthy();
    expect(sessionStore.getSnapshot().token).toBeUndefined();
    expect(window.sessionStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });
});
