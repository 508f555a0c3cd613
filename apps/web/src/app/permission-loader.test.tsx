import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, okAnswer, stubFetch } from '../test/api-fixtures';
import { setUpEachTest } from '../test/each-test';
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
    const router = createMemoryRouter(
      [
        { path: '/sys/mission', element: <PermissionLoader /> },
        { path: '/user/login', element: <LoginProbe /> },
      ],
      { initialEntries: ['/sys/mission?fileName=cards'] },
    );
    render(
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>,
    );
    expect(
      await screen.findByText(`at /user/login?redirect=${encodeURIComponent('/sys/mission?fileName=cards')}`),
    ).toBeTruthy();
    expect(sessionStore.getSnapshot().token).toBeUndefined();
    expect(window.sessionStorage.getItem(sessionStorageKeys.token)).toBeNull();
  });
});
