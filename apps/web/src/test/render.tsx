import type { ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { findPageByName } from '@simdesk/contract';
import { PageContext } from '../routing/page-context';
import { createQueryClient } from '../app/query-client';
import { i18n } from '../i18n/i18n';

/**
 * Ant Design's styles computed but never put in the page: jsdom has no layout to use them, and parsing them and
 * matching them for every role query made page tests several times slower (144 → 21 s for three page files).
 * What a test sees hidden is then what the markup says (the hidden attribute, aria-hidden, inline display:none).
 */
export function UnstyledAntd({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>;
}

/** Renders with the console's providers and a memory router at the given address; rerender keeps them. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <UnstyledAntd>
          <ConfigProvider>
            <AntdApp>
              <QueryClientProvider client={queryClient}>
                <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
              </QueryClientProvider>
            </AntdApp>
          </ConfigProvider>
        </UnstyledAntd>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

/** Renders a page of the registry as the shell opens it: its page context, with the address's query string. */
export function renderRegistryPage(pageName: string, ui: ReactNode, search = '') {
  const page = findPageByName(pageName);
  if (!page) throw new Error(`no page named ${pageName}`);
  return renderWithProviders(
    <PageContext.Provider value={{ page, params: {}, search }}>{ui}</PageContext.Provider>,
  );
}

/** Renders routes in a data router at one address, for what navigates itself (guards, redirects, openers). */
export function renderRoutes(routes: RouteObject[], address: string) {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  render(
    <UnstyledAntd>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </UnstyledAntd>,
  );
  return router;
}
