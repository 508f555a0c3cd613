import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { fakeApiEnvironment, okAnswer, stubFetch } from '../test/api-fixtures';
import { testOperator } from '../test/operator-fixture';
import { UnstyledAntd } from '../test/render';
import { createQueryClient } from './query-client';
import { AppShell } from './app-shell';

const operatorVo = testOperator();

function renderConsole(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppShell /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <UnstyledAntd>
        <ConfigProvider>
          <AntdApp>
            <QueryClientProvider client={createQueryClient()}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </AntdApp>
        </ConfigProvider>
      </UnstyledAntd>
    </I18nextProvider>,
  );
  return router;
}

const tabTitles = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

beforeEach(() => {
  fakeApiEnvironment('token-1');
  stubFetch({
    'operator/current': okAnswer([operatorVo]),
    'company/get-info': okAnswer([
      {
        companyId: 1,
        companyName: 'simdesk Mobile',
        deployType: 1,
        platformName: 'simdesk',
        logoBase64: null,
      },
    ]),
  });
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: ['vehicleCardManagement-dashboard'],
    operatorVo,
    permissionVoList: [],
  });
});

describe('the shell', () => {
  it('sends / to the dashboard, with the page title and the platform name as document title', async () => {
    const router = renderConsole('/');
    // The shell and the page are lazy chunks: the first load takes a moment.
    expect(await screen.findByText('Your modules')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicleCard/dashboard'));
    await waitFor(() => expect(document.title).toBe('Dashboard - simdesk'));
    expect(tabTitles()).toEqual([]);
  });

  it('keeps its tabs when a group link redirects', async () => {
    const router = renderConsole('/profile?section=1');
    await waitFor(() => expect(tabTitles()).toEqual(['Personal information']));
    // A group: the guard redirects to the dashboard, which has no tab bar.
    await act(async () => router.navigate('/vehicleCard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicleCard/dashboard'));
    expect(tabTitles()).toEqual([]);
    // The tab survived the redirect: the failure page shows the tab bar with it.
    await act(async () => router.navigate('/no/such/page'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(tabTitles()).toEqual(['Personal information']);
  });

  it('shows the 403 result for a page whose code the operator lacks, and 404 for an unknown path', async () => {
    sessionStore.signIn({ token: 'token-1', pageCodeList: ['apiConfig'], operatorVo, permissionVoList: [] });
    const router = renderConsole('/vehicleCard/dashboard');
    expect(await screen.findByText('No access')).toBeTruthy();
    await act(async () => router.navigate('/no/such/page'));
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
